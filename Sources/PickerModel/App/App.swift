import FoodData

/// The app feature: the picker and each screen, composed into one reducer. Pure: it returns
/// effects (log this meal, load the history) that the app performs and answers with actions.
///
/// Every screen is a `Feature` of one shape: its State in `AppState`, its Action wrapped in
/// `AppAction`, one `reduce` that returns `Step`s. What the app must know (a screen closed, a
/// meal was added) comes back as the screen's `delegate` action, handled here; the app tells a
/// screen something (the size changed, the log was read) by sending it one of its actions.
/// A new screen is a new child of the same shape.
public struct App: Sendable {
  public let mainScreen: MainScreen

  public init(mainScreen: MainScreen) { self.mainScreen = mainScreen }

  /// The app as it starts: the picker over the log's snapshot (the food button on the last
  /// food logged), with a status line when reading the log failed.
  public func initialState(
    purpose: MainScreenState.Purpose, size: TerminalSize, query: String? = nil, snapshot: LogSnapshot? = nil,
    status: AppStatus? = nil
  ) -> AppState {
    let recent = recentFoods(snapshot?.recentFoodIDs ?? [])
    var state = AppState(
      mainScreen: mainScreen.initialState(purpose: purpose, size: size, query: query, recent: recent), size: size,
      day: snapshot?.day ?? DayView(date: nil),
      meatSections: snapshot?.meatSections ?? Set(mainScreen.catalog.sections.filter(\.countsAsMeat).map(\.id)), status: status)
    if let snapshot { takeReasons(snapshot, into: &state) }
    return state
  }

  /// The limits and targets of a snapshot: the sheet's counts, the detail pane's line, the
  /// limits screen's rows, the main screen's bars.
  func takeReasons(_ snapshot: LogSnapshot, into state: inout AppState) {
    state.foodLimits = snapshot.foodLimits
    state.sectionLimits = snapshot.sectionLimits
    state.targets = snapshot.targets
    // The rows answer with no step: the limits screen keeps its highlight in range itself.
    _ = LimitsScreen(mainScreen: mainScreen).reduce(into: &state.limits, action: .rowsLoaded(snapshot.limits))
  }

  func recentFoods(_ ids: [String]) -> [Int] {
    var seen = Set<Int>()
    var foods: [Int] = []
    for id in ids {
      guard let food = mainScreen.catalog.foodIndex(id: id), seen.insert(food).inserted else { continue }
      foods.append(food)
      if foods.count == MainScreen.recentLimit { break }
    }
    return foods
  }

  @discardableResult
  public func reduce(into state: inout AppState, action: AppAction) -> [AppEffect] {
    let screen = state.screen
    var effects = reduceAction(into: &state, action: action)
    // Back on the main screen from another: what the shell logged meanwhile shows now.
    if screen != .main, state.screen == .main, !effects.contains(where: \.readsLog) { effects.append(.readLog(adding: nil)) }
    return effects
  }

  private func reduceAction(into state: inout AppState, action: AppAction) -> [AppEffect] {
    switch action {
    case .confirm(.delegate(let delegate)):
      switch delegate {
      case .declined: state.status = .notAdded
      }
      return []
    case .confirm(let action):
      return run(LimitQuestion().reduce(into: &state.pendingMeal, action: action), into: &state) { .confirm(.delegate($0)) }

    case .failureResponse(let failure):
      state.status = .failed(failure)
      if state.screen == .history { return reduceAction(into: &state, action: .history(.loadFailed)) }
      if state.screen == .nutrients, failure.operation == .readNutrients { return reduceAction(into: &state, action: .nutrients(.loadFailed)) }
      return []

    case .help(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .main
      }
      return []
    case .help(let action):
      return run(KeyList(size: state.size).reduce(into: &state.help, action: action), into: &state) { .help(.delegate($0)) }

    case .history(.delegate(let delegate)):
      switch delegate {
      case .closed:
        state.screen = .main
        return []
      case .reviewRequested:
        state.screen = .report
        state.report = ReportState()
        return [.loadReport]
      case .dayOpened(let day):
        state.screen = .main
        return [.showDay(.to(day))]
      }
    case .history(let action):
      return run(HistoryScreen(size: state.size).reduce(into: &state.history, action: action), into: &state) { .history(.delegate($0)) }

    case .newFood(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .main
      }
      return []
    case .newFood(let action):
      return run(NewFoodForm().reduce(into: &state.newFood, action: action), into: &state) { .newFood(.delegate($0)) }

    case .logResponse(let snapshot, let status):
      take(snapshot, into: &state)
      state.status = status
      return []

    case .freshLogResponse(let snapshot, let meal):
      take(snapshot, into: &state)
      guard let meal else { return [] }
      // Decided on the log as it is now, not as it was when the screen was last drawn.
      if let pending = question(before: meal, in: state, now: snapshot.now) {
        state.pendingMeal = pending
        return []
      }
      return [.logMeal(meal)]

    case .limits(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .settings
      }
      return []
    case .limits(let action):
      return run(LimitsScreen(mainScreen: mainScreen).reduce(into: &state.limits, action: action), into: &state) { .limits(.delegate($0)) }

    case .mainScreen(.delegate(let delegate)):
      return handle(delegate, in: &state)
    case .mainScreen(let action):
      return run(mainScreen.reduce(into: &state.mainScreen, size: state.size, action: action), into: &state) {
        .mainScreen(.delegate($0))
      }

    case .report(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .history
      }
      return []
    case .nutrients(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .main
      }
      return []
    case .nutrients(let action):
      return run(NutrientsScreen(size: state.size).reduce(into: &state.nutrients, action: action), into: &state) { .nutrients(.delegate($0)) }

    case .report(let action):
      return run(WeeklyReviewScreen(size: state.size).reduce(into: &state.report, action: action), into: &state) { .report(.delegate($0)) }

    case .settings(.delegate(let delegate)):
      switch delegate {
      case .closed:
        state.screen = .main
      case .limitsRequested:
        state.screen = .limits
        return reduceAction(into: &state, action: .limits(.opened))
      case .targetsRequested:
        state.screen = .targets
        state.targetsScreen = TargetsState()
      }
      return []
    case .targets(.delegate(let delegate)):
      switch delegate {
      case .closed: state.screen = .settings
      }
      return []
    case .targets(let action):
      return run(TargetsScreen(targets: state.targets).reduce(into: &state.targetsScreen, action: action), into: &state) { .targets(.delegate($0)) }
    case .settings(let action):
      return run(SettingsScreen().reduce(into: &state.settings, action: action), into: &state) { .settings(.delegate($0)) }

    case .mealList(.delegate(let delegate)):
      return handle(delegate, in: &state)
    case .mealList(.opened) where state.mainScreen.editing != nil, .mealList(.mealClicked) where state.mainScreen.editing != nil:
      // The edit row stays on its meal: Esc ends it first.
      return []
    case .mealList(let action):
      guard state.screen == .main, state.pendingMeal == nil else { return [] }
      return run(MealList(count: state.day.meals.count).reduce(into: &state.mealList, action: action), into: &state) {
        .mealList(.delegate($0))
      }

    case .undoPressed:
      return state.mode == .mealRow || state.mode == .mealList ? [.undo] : []
    case .redoPressed:
      return state.mode == .mealRow || state.mode == .mealList ? [.redo] : []
    case .nutrientsPressed:
      guard state.mode == .mealRow else { return [] }
      state.screen = .nutrients
      state.nutrients = NutrientsState()
      return [.loadNutrients]
    case .copyDayBeforePressed:
      return state.mode == .mealRow || state.mode == .mealList ? [.copyDayBefore] : []
    case .dayPressed(let move):
      guard state.mode == .mealRow else { return [] }
      // A day of its own for the edit row: the meal edited stays on the day it was logged.
      return state.mainScreen.editing == nil ? [.showDay(move)] : []

    case .terminalResized(let size):
      // The size is the app's; each screen is told, and keeps its highlight and scroll within
      // what the new size can show.
      state.size = size
      var effects = reduceAction(into: &state, action: .mainScreen(.sizeChanged))
      effects += reduceAction(into: &state, action: .history(.sizeChanged))
      effects += reduceAction(into: &state, action: .help(.sizeChanged))
      effects += reduceAction(into: &state, action: .report(.sizeChanged))
      effects += reduceAction(into: &state, action: .nutrients(.sizeChanged))
      return effects
    }
  }

  /// A child's steps: its effects to perform, and its delegate actions sent back through this
  /// reducer as the child's `delegate` action, at once and in order.
  private func run<Delegate>(
    _ steps: [Step<Delegate>], into state: inout AppState, as delegateAction: (Delegate) -> AppAction
  ) -> [AppEffect] {
    var effects: [AppEffect] = []
    for step in steps {
      switch step {
      case .run(let effect): effects.append(effect)
      case .delegate(let delegate): effects += reduceAction(into: &state, action: delegateAction(delegate))
      }
    }
    return effects
  }

  /// The log's state into the app's: the day, what counts as meat, the recent foods, the limits.
  private func take(_ snapshot: LogSnapshot, into state: inout AppState) {
    state.day = snapshot.day
    _ = MealList(count: snapshot.day.meals.count).reduce(into: &state.mealList, action: .mealsChanged)
    state.meatSections = snapshot.meatSections
    _ = mainScreen.reduce(into: &state.mainScreen, size: state.size, action: .recentChanged(recentFoods(snapshot.recentFoodIDs)))
    takeReasons(snapshot, into: &state)
  }

  private func handle(_ delegate: MainScreenDelegate, in state: inout AppState) -> [AppEffect] {
    switch delegate {
    case .answered(let ateMeat): return [.saveAnswer(ateMeat: ateMeat)]
    case .cancelled: return [.end(.cancelled)]
    case .interrupted: return [.end(.interrupted)]
    case .mealEdited(let id, let meal, let time):
      return [.replaceMeal(id: id, meal: meal, time: time)]
    case .mealAdded(let meal):
      // Over a limit, the app asks once; otherwise it never stands in the way. Whether it is
      // over is decided on the log read again (`freshLogResponse`): the shell may have added.
      return [.readLog(adding: meal)]
    case .picked(let meal): return state.mainScreen.purpose == .pickOnly ? [.end(.picked(meal))] : []
    case .quit: return [.end(.quit)]
    case .quickAdded(let kcal):
      return [.logQuickAdd(kcal: kcal)]
    case .newFoodRequested(let query):
      state.screen = .newFood
      state.newFood = NewFoodState(name: query)
      return []
    case .showHelp:
      state.screen = .help
      state.help = HelpState()
      return []
    case .showHistory:
      state.screen = .history
      state.history = HistoryState()
      return [.loadHistory]
    case .showSettings:
      state.screen = .settings
      state.settings = SettingsState(catalog: mainScreen.catalog, selected: state.meatSections)
      return []
    }
  }
}
