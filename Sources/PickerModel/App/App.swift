/// The app feature: the picker's reducer and each screen's, composed into one. Pure: it
/// returns effects (log this meal, load the history) that the app performs and answers with
/// actions.
///
/// A new screen is a new child: its state in `AppState`, its action wrapped in `AppAction`,
/// its reducer called from here.
public struct App: Sendable {
  public let picker: Picker

  public init(picker: Picker) { self.picker = picker }

  /// The app as it starts: the picker over the log's snapshot (the food button on the last
  /// food logged), with a status line when reading the log failed.
  public func initialState(
    purpose: PickerState.Purpose, size: TerminalSize, query: String? = nil, snapshot: LogSnapshot? = nil,
    status: AppStatus? = nil
  ) -> AppState {
    let recent = recentFoods(snapshot?.recentFoodIDs ?? [])
    var state = AppState(
      picker: picker.initialState(purpose: purpose, size: size, query: query, recent: recent),
      day: snapshot?.day ?? DayView(date: ""),
      meatSections: snapshot?.meatSections ?? Set(picker.catalog.sections.filter(\.countsAsMeat).map(\.id)), status: status)
    if let snapshot { takeReasons(snapshot, into: &state) }
    return state
  }

  /// The limits and targets of a snapshot: the sheet's counts, the detail pane's lines, the
  /// limits screen's rows (its highlight kept in range), the main screen's bars.
  func takeReasons(_ snapshot: LogSnapshot, into state: inout AppState) {
    state.foodLimits = snapshot.foodLimits
    state.sectionLimits = snapshot.sectionLimits
    state.limits.rows = snapshot.limits
    state.limits.highlight = min(state.limits.highlight, max(0, snapshot.limits.count - 1))
    state.targets = snapshot.targets
  }

  func recentFoods(_ ids: [String]) -> [Int] {
    var seen = Set<Int>()
    var foods: [Int] = []
    for id in ids {
      guard let food = picker.catalog.foodIndex(id: id), seen.insert(food).inserted else { continue }
      foods.append(food)
      if foods.count == Picker.recentLimit { break }
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
    case .confirm(let action):
      return reduce(into: &state, action: action)

    case .failureResponse(let failure):
      state.status = .failed(failure)
      if state.screen == .history, state.history.days == nil { state.history.days = [] }
      return []

    case .help(let action):
      if reduce(into: &state.help, action: action, size: state.size) { state.screen = .main }
      return []

    case .history(.reviewPressed):
      state.screen = .report
      state.report = ReportState()
      return [.loadReport]

    case .history(let action):
      if reduce(into: &state.history, action: action, size: state.size) { state.screen = .main }
      return []

    case .historyResponse(let days):
      state.history.days = days
      // The latest days first in view: today is what people look for.
      state.history.scroll = HistoryLayout(size: state.size).maximumScroll(dayCount: days.count)
      return []

    case .logResponse(let snapshot, let status):
      take(snapshot, into: &state)
      state.status = status
      return []

    case .freshLogResponse(let snapshot, let meal):
      take(snapshot, into: &state)
      guard let meal else { return [] }
      // Decided on the log as it is now, not as it was when the screen was last drawn.
      if let pending = question(before: meal, in: state) {
        state.pendingMeal = pending
        return []
      }
      return [.logMeal(meal)]

    case .limits(let action):
      let (closed, effects) = reduce(into: &state.limits, action: action)
      if closed { state.screen = .settings }
      return effects

    case .picker(let action):
      let outcome = picker.reduce(into: &state.picker, action: action)
      return handle(outcome, in: &state)

    case .report(let action):
      if reduce(into: &state.report, action: action, size: state.size) { state.screen = .history }
      return []

    case .reportResponse(let review):
      state.report.review = review
      return []

    case .settings(.limitsPressed):
      state.screen = .limits
      state.limits.adding = nil
      return []

    case .settings(let action):
      let (closed, save) = reduce(into: &state.settings, action: action)
      if closed { state.screen = .main }
      return save.map { [.saveMeatSections($0)] } ?? []

    case .terminalResized(let size):
      picker.reduce(into: &state.picker, action: .terminalResized(size))
      // Scrolls stay within what the new size can show.
      _ = reduce(into: &state.history, action: .wheelScrolled(0), size: size)
      _ = reduce(into: &state.help, action: .wheelScrolled(0), size: size)
      state.report.keepScrollInRange(size: size)
      return []
    }
  }

  /// The log's state into the app's: the day, what counts as meat, the recent foods, the limits.
  private func take(_ snapshot: LogSnapshot, into state: inout AppState) {
    state.day = snapshot.day
    state.meatSections = snapshot.meatSections
    state.picker.recent = recentFoods(snapshot.recentFoodIDs)
    takeReasons(snapshot, into: &state)
    if !state.picker.isFiltering { state.picker.browseHighlight = picker.groupedPosition(state.picker, of: state.picker.food) }
    picker.keepHighlightVisible(&state.picker)
  }

  private func handle(_ outcome: PickerOutcome, in state: inout AppState) -> [AppEffect] {
    switch outcome {
    case .none: return []
    case .answered(let ateMeat): return [.saveAnswer(ateMeat: ateMeat)]
    case .cancelled: return [.end(.cancelled)]
    case .interrupted: return [.end(.interrupted)]
    case .mealAdded(let meal):
      // Over a limit, the app asks once; otherwise it never stands in the way. Whether it is
      // over is decided on the log read again (`freshLogResponse`): the shell may have added.
      return [.readLog(adding: meal)]
    case .picked(let meal): return state.picker.purpose == .pickOnly ? [.end(.picked(meal))] : []
    case .quit: return [.end(.quit)]
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
      state.settings = SettingsState(catalog: picker.catalog, selected: state.meatSections)
      return []
    }
  }
}
