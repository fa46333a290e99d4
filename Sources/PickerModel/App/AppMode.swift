/// What keys mean right now in the whole app: the picker's modes and the other screens. The
/// key table switches bindings on and off by these.
public enum AppMode: CaseIterable, Hashable, Sendable {
  case mealRow
  case quantityList
  case browsing
  case searching
  case history
  case settings
  case help

  public init(_ mode: PickerMode) {
    switch mode {
    case .mealRow: self = .mealRow
    case .quantityList: self = .quantityList
    case .browsing: self = .browsing
    case .searching: self = .searching
    }
  }

  /// The heading of this mode's keys in the full key list.
  public var title: String {
    switch self {
    case .mealRow: "Meal row"
    case .quantityList: "Quantity list"
    case .browsing: "Food sheet"
    case .searching: "Search"
    case .history: "History"
    case .settings: "Settings"
    case .help: "Key list"
    }
  }
}
