import Diary

/// The line under the meals: what just happened, or what failed. Facts only: the words are
/// made where the line is drawn (PickerTUI's `StatusWords`).
public enum AppStatus: Equatable, Sendable {
  /// A meal was logged; its sentence as the log keeps it ("Some Shrimp").
  case added(String)
  case answered(ateMeat: Bool)
  /// A logged meal was changed: its sentence before and after ("Some Beef", "A little Beef").
  case changed(from: String, to: String)
  /// A logged meal was deleted; its sentence.
  case removed(String)
  /// A target set ("kcal at most 2000 kcal a day") or cleared ("no kcal target").
  case targetSaved(String)
  /// A meal moved to another day ("Some Egg", to Fri 4 Dec).
  case moved(String, to: CalendarDay)
  /// A meal that cannot go to a day after today.
  case notInTheFuture
  /// The meals of `from` were logged again on the day shown.
  case copied(count: Int, from: CalendarDay)
  /// `c` on a day whose day before has no meals.
  case nothingToCopy(from: CalendarDay)
  /// The meal on screen is not in the log any more (another program removed it meanwhile).
  case mealGone
  /// The edit row opened on a meal whose food the catalog no longer has: a food must be picked.
  case foodNotInCatalog(String)
  case savedMeatSections
  /// A limit was added or changed: what it is on, and its rate.
  case limitSaved(name: String, count: Int, period: Period)
  case limitRemoved(name: String)
  /// The question over a limit was answered no.
  case notAdded
  /// A change was taken back, or put back: its summary as the log recorded it ("deleted
  /// Some Salmon on 2026-12-02").
  case undid(String)
  case redid(String)
  case nothingToUndo
  case nothingToRedo
  case failed(AppFailure)

  public var isError: Bool {
    if case .failed = self { return true }
    return false
  }
}

/// What could not be done, and why: the reason as the log or the limit reader said it (the
/// log named "the meal log", not by its long path).
public struct AppFailure: Equatable, Sendable {
  public enum Operation: Equatable, Sendable {
    case readLog, readHistory, readReview, readNutrients
    case addMeal, saveAnswer, saveMeatSections
    case changeMeal, removeMeal, copyMeals
    case addLimit, changeLimit, removeLimit
    case undo, redo
    /// A limit typed on the limits screen that does not read ("salmon 100/week"): the reason
    /// names the problem and the fix, so it is said alone.
    case readTypedLimit
  }

  public var operation: Operation
  public var reason: String

  public init(_ operation: Operation, reason: String) {
    self.operation = operation
    self.reason = reason
  }
}
