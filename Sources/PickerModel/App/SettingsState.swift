import FoodData

/// The settings screen: which sections count as meat, a checklist.
public struct SettingsState: Equatable, Sendable {
  public struct Entry: Equatable, Sendable {
    public var id: String
    public var name: String
    /// Sections that count as meat with this one and are not listed themselves: the FNDDS tier's
    /// section beside a curated one ("Fish (FNDDS)" with "Fish").
    public var alongside: [String]

    public init(id: String, name: String, alongside: [String] = []) {
      self.id = id
      self.name = name
      self.alongside = alongside
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

  /// One entry a section, an FNDDS section folded into the curated one it stands beside: the
  /// list says "Fish" once, and unticking it unticks fish from both tiers.
  public init(catalog: Catalog, selected: Set<String>) {
    var alongside: [String: [String]] = [:]
    for section in catalog.sections {
      if let curated = FNDDSTier.curatedSection(of: section.id, in: catalog) { alongside[curated, default: []].append(section.id) }
    }
    let listed = catalog.sections.filter { FNDDSTier.curatedSection(of: $0.id, in: catalog) == nil }
    self.init(entries: listed.map { Entry(id: $0.id, name: $0.name, alongside: alongside[$0.id] ?? []) }, selected: selected)
  }
}

/// What the user did on the settings screen.
public enum SettingsAction: Equatable, Sendable {
  case closePressed
  /// A click on an entry: highlight it and toggle it.
  case entryClicked(Int)
  /// `l`: the limits screen (the parent opens it).
  case limitsPressed
  /// `t`: the targets screen (the parent opens it).
  case targetsPressed
  case moveHighlight(GridLayout.Direction)
  case savePressed
  case togglePressed
  case delegate(SettingsScreen.Delegate)
}

/// The settings screen (what counts as meat) as a feature.
public struct SettingsScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
    case limitsRequested
    case targetsRequested
  }

  public init() {}

  public func reduce(into state: inout SettingsState, action: SettingsAction) -> [Step<Delegate>] {
    let last = max(0, state.entries.count - 1)
    switch action {
    case .closePressed:
      return [.delegate(.closed)]
    case .limitsPressed:
      return [.delegate(.limitsRequested)]
    case .targetsPressed:
      return [.delegate(.targetsRequested)]
    case .entryClicked(let index):
      guard state.entries.indices.contains(index) else { return [] }
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
      // The sections in the checklist's (the catalog's) order, each with those alongside it.
      let saved = state.entries.filter { state.selected.contains($0.id) }.flatMap { [$0.id] + $0.alongside }
      return [.run(.saveMeatSections(saved)), .delegate(.closed)]
    case .togglePressed:
      guard state.entries.indices.contains(state.highlight) else { return [] }
      let id = state.entries[state.highlight].id
      if state.selected.contains(id) { state.selected.remove(id) } else { state.selected.insert(id) }
    case .delegate:
      break
    }
    return []
  }
}
