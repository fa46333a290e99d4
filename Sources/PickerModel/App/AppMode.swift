/// What keys mean right now in the whole app: the picker's modes and the other screens. The
/// key table switches bindings on and off by these.
public enum AppMode: CaseIterable, Hashable, Sendable {
  case mealRow
  /// The meal row filled with a logged meal, saving instead of adding.
  case editRow
  /// The day's meals, one highlighted: edit, delete, repeat.
  case mealList
  case quantityList
  case browsing
  case searching
  case history
  case settings
  case help
  /// The question before a meal that goes over a limit.
  case confirming
  case limits
  /// Typing a new limit on the limits screen.
  case limitField
  case report
  case nutrients
  /// The "New food" form.
  case newFood
  case targets

  public init(_ mode: MainScreenMode) {
    switch mode {
    case .mealRow: self = .mealRow
    case .quantityList: self = .quantityList
    case .browsing: self = .browsing
    case .searching: self = .searching
    }
  }
}
