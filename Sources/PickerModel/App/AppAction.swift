import FoodData

/// What the user did, on any screen, and what the app's effects answered (`...Response`). The
/// parts' actions are wrapped, the way TCA scopes child features.
public enum AppAction: Equatable, Sendable {
  /// The answer to the question before a meal that goes over a limit.
  case confirm(ConfirmAction)
  /// Reading or writing the meal log failed: what, and why.
  case failureResponse(AppFailure)
  case help(HelpAction)
  case history(HistoryAction)
  case limits(LimitsAction)
  /// The log as it is now (after start-up, a meal added, an answer, a setting saved), and what
  /// the status line says about it.
  case logResponse(LogSnapshot, status: AppStatus?)
  /// The log as `readLog` found it, and the meal waiting for it, if any. The status line stays.
  case freshLogResponse(LogSnapshot, adding: Meal?)
  case mainScreen(MainScreenAction)
  case mealList(MealListAction)
  /// `c`: copy every meal of the day before to the day shown.
  case copyDayBeforePressed
  /// `i` on the meal row: the nutrients screen.
  case nutrientsPressed
  case report(ReportAction)
  case nutrients(NutrientsAction)
  case newFood(NewFoodAction)
  case targets(TargetsAction)
  case settings(SettingsAction)
  case terminalResized(TerminalSize)
  /// `u` on the main screen: take back the log's last change, whoever made it.
  case undoPressed
  /// Ctrl-R or `U`: put back what the last undo took back.
  case redoPressed
  /// `[` `]` (PgUp PgDn) and `t` on the main screen: show another day.
  case dayPressed(DayMove)
}

/// Where the day shown moves: never past today (the future cannot be logged).
public enum DayMove: Equatable, Sendable {
  case previous, next, today
  /// A day picked on the history screen.
  case to(CalendarDay)
}

/// What the app knows from the meal log at one moment.
public struct LogSnapshot: Equatable, Sendable {
  public var day: DayView
  /// Food ids logged lately, most recent first, no repeats.
  public var recentFoodIDs: [String]
  public var meatSections: Set<String>
  /// The limit notes of foods under a limit, by food index.
  public var foodLimits: [Int: FoodLimitNote]
  /// The notes of sections under a section limit, by section id (the sheet's headers).
  public var sectionLimits: [String: FoodLimitNote]
  /// Every limit with its use this period, for the limits screen.
  public var limits: [LimitsState.Row]
  public var targets: DayTargets?
  /// The time the log was read ("12:41"), when the day is today.
  public var now: String?

  public init(
    day: DayView, recentFoodIDs: [String], meatSections: Set<String>, foodLimits: [Int: FoodLimitNote] = [:],
    limits: [LimitsState.Row] = [], targets: DayTargets? = nil, sectionLimits: [String: FoodLimitNote] = [:], now: String? = nil
  ) {
    self.now = now
    self.sectionLimits = sectionLimits
    self.day = day
    self.recentFoodIDs = recentFoodIDs
    self.meatSections = meatSections
    self.foodLimits = foodLimits
    self.limits = limits
    self.targets = targets
  }
}
