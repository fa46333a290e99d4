import FoodData
import Diary

/// What the reducer asks the app to do: the I/O it does not do itself. The app performs an
/// effect and sends the answer back as an action (`logResponse`, `historyResponse`,
/// `failureResponse`).
public enum AppEffect: Equatable, Sendable {
  /// Add a limit typed on the limits screen ("salmon 2/week"; the rate defaults to 1/week).
  case addLimit(String)
  /// The program ends.
  case end(AppEnd)
  case loadHistory
  /// The weekly review of the week that holds today.
  case loadReport
  /// The nutrient report of the day shown and the 7 days to it.
  case loadNutrients
  case logMeal(Meal)
  /// Save a food of one's own made in the app, and log a serving of it on the day shown.
  case saveNewFood(NewFood)
  /// Set a target (nil: clear it), as `target set` and `target clear` do.
  case saveTarget(DayTargets.Measure, Double?)
  /// Log a quick add: a meal of this energy alone, its footprint unknown.
  case logQuickAdd(kcal: Int)
  /// Write `meal` at `time` over the logged meal with this id (the edit row's Save).
  case replaceMeal(id: String, meal: Meal, time: String)
  /// The logged meal with this id at another quantity in words, its figures kept.
  case changeMealQuantity(id: String, Quantity)
  /// Delete the logged meal with this id (undo puts it back).
  case removeMeal(id: String)
  /// Log the meal with this id again, now, on the day shown, as the log kept it: for a meal
  /// whose food the catalog no longer has (others are added as new meals, limits asked).
  case repeatMeal(id: String)
  /// The meal to the day `days` from its own (never past today), at its time.
  case moveMealDay(id: String, days: Int)
  /// Every meal of the day before the day shown, logged again on it: one change.
  case copyDayBefore
  /// Read the log again (another program may have changed it) and answer with
  /// `freshLogResponse`; with a meal, before deciding whether adding it goes over a limit.
  case readLog(adding: Meal?)
  /// Put back what the latest undo took back, and answer with the log read again.
  case redo
  case removeLimit(target: String)
  case saveAnswer(ateMeat: Bool)
  /// Change a limit's count or period.
  case saveLimit(target: String, count: Int, period: Period)
  /// The sections that count as meat, in catalog order.
  case saveMeatSections([String])
  /// Show the day before or after the one shown, or today, and answer with the log read for it.
  case showDay(DayMove)
  /// Take back the log's latest change (the app's or the shell's), and answer with the log
  /// read again.
  case undo
}

/// How the program ends.
public enum AppEnd: Equatable, Sendable {
  /// `pick`: print the meal, exit 0.
  case picked(Meal)
  /// `pick`: the sheet was closed, exit 1.
  case cancelled
  /// Ctrl-C: exit 130.
  case interrupted
  /// q: exit 0.
  case quit
}

extension AppEffect {
  /// Whether the effect answers with the log as it is now.
  var readsLog: Bool {
    switch self {
    case .readLog, .logMeal, .saveNewFood, .saveTarget, .logQuickAdd, .saveAnswer, .saveMeatSections, .addLimit, .removeLimit, .saveLimit, .undo, .redo,
      .showDay, .replaceMeal,
      .changeMealQuantity, .removeMeal, .repeatMeal, .moveMealDay, .copyDayBefore:
      true
    case .end, .loadHistory, .loadReport, .loadNutrients: false
    }
  }
}
