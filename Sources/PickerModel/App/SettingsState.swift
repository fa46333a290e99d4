/// The settings screen: which sections count as meat, a checklist.
public struct SettingsState: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  public var entries: [Entry]
  public var selected: Set<String>
  public var highlight: Int

  public init(entries: [Entry] = [], selected: Set<String> = [], highlight: Int = 0) {
    self.entries = entries
    self.selected = selected
    self.highlight = highlight
  }

  public init(catalog: Catalog, selected: Set<String>) {
    self.init(entries: catalog.sections.map { Entry(id: $0.id, name: $0.name) }, selected: selected)
  }
}

/// What the user did on the settings screen.
public enum SettingsAction: Equatable, Sendable {
  case closePressed
  /// A click on an entry: highlight it and toggle it.
  case entryClicked(Int)
  /// `l`: the limits screen.
  case limitsPressed
  case moveHighlight(GridLayout.Direction)
  case savePressed
  case togglePressed
}

extension App {
  /// - Returns: the sections to save when the user saved, in the checklist's order.
  func reduce(into state: inout SettingsState, action: SettingsAction) -> (closed: Bool, save: [String]?) {
    let last = max(0, state.entries.count - 1)
    switch action {
    case .closePressed:
      return (true, nil)
    case .limitsPressed:
      // The app opens the limits screen (`App.reduce`); the checklist stays as it is.
      return (false, nil)
    case .entryClicked(let index):
      guard state.entries.indices.contains(index) else { return (false, nil) }
      state.highlight = index
      return reduce(into: &state, action: .togglePressed)
    case .moveHighlight(let direction):
      switch direction {
      case .up, .left: state.highlight -= 1
      case .down, .right: state.highlight += 1
      case .pageUp, .home: state.highlight = 0
      case .pageDown, .end: state.highlight = last
      }
      state.highlight = min(max(0, state.highlight), last)
    case .savePressed:
      return (true, state.entries.map(\.id).filter(state.selected.contains))
    case .togglePressed:
      guard state.entries.indices.contains(state.highlight) else { return (false, nil) }
      let id = state.entries[state.highlight].id
      if state.selected.contains(id) { state.selected.remove(id) } else { state.selected.insert(id) }
    }
    return (false, nil)
  }
}
