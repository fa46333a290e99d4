/// The whole app as facts: the picker (meal row, quantity list, sheet), the screen in front,
/// the day's data from the log, and each screen's own state. One value, one reducer
/// (`App.reduce`), one event loop; every screen is rendered from it.
public struct AppState: Equatable, Sendable {
  public enum Screen: Equatable, Sendable {
    /// The meal-entry screen (or, in `pick`, the sheet alone) with the picker.
    case main
    case history
    case settings
    case help
    /// The limits screen, from settings.
    case limits
    /// The weekly review, from the history.
    case report
    /// The nutrients of the day shown and the 7 days to it.
    case nutrients
    /// The "New food" form, from the sheet.
    case newFood
    /// The targets screen, from settings.
    case targets
  }

  public var mainScreen: MainScreenState
  /// The terminal's size: every screen is given it (the main screen's grid takes its columns
  /// from it), and none keeps a copy.
  public var size: TerminalSize
  public var screen: Screen
  public var day: DayView
  /// The ids of the sections that count as meat (the user's setting, or the catalog's default).
  public var meatSections: Set<String>
  public var history: HistoryState
  public var settings: SettingsState
  public var help: HelpState
  /// A line under the meals: what just happened, or what went wrong.
  public var status: AppStatus?
  /// The limit notes of foods under a limit, by food index (the sheet's counts and marks, the
  /// detail pane's limit line, the question before an add).
  public var foodLimits: [Int: FoodLimitNote] = [:]
  /// The notes of sections under a section limit, by section id (the sheet's headers).
  public var sectionLimits: [String: FoodLimitNote] = [:]
  /// A meal that goes over a limit, waiting for y or n.
  public var pendingMeal: PendingMeal?
  /// Today's totals against the targets; nil until the log is read.
  public var targets: DayTargets?
  public var limits = LimitsState()
  public var report = ReportState()
  public var nutrients = NutrientsState()
  public var newFood = NewFoodState()
  public var targetsScreen = TargetsState()
  /// The day's meals as a list: which one is highlighted, if the list has the keys.
  public var mealList = MealListState()

  public init(
    mainScreen: MainScreenState, size: TerminalSize, screen: Screen = .main, day: DayView = DayView(date: nil), meatSections: Set<String> = [],
    history: HistoryState = HistoryState(), settings: SettingsState = SettingsState(), help: HelpState = HelpState(),
    status: AppStatus? = nil
  ) {
    self.mainScreen = mainScreen
    self.size = size
    self.screen = screen
    self.day = day
    self.meatSections = meatSections
    self.history = history
    self.settings = settings
    self.help = help
    self.status = status
  }

  /// What keys mean now.
  public var mode: AppMode {
    switch screen {
    case .main:
      pendingMeal != nil
        ? .confirming
        : mealList.isActive ? .mealList : mainScreen.editing != nil && mainScreen.mode == .mealRow ? .editRow : AppMode(mainScreen.mode)
    case .history: .history
    case .settings: .settings
    case .help: .help
    case .limits: limits.adding == nil ? .limits : .limitField
    case .report: .report
    case .nutrients: .nutrients
    case .newFood: .newFood
    case .targets: .targets
    }
  }
}
