import Foundation

/// The limits screen (from settings, `l`): the person's limits with their use this period,
/// and a one-line field to add one ("salmon 2/week", "meat", "section:red-meat 1/month").
public struct LimitsState: Equatable, Sendable {
  /// One limit as the screen lists it; the app fills these from the log.
  public struct Row: Equatable, Sendable {
    /// How the target is stored: "salmon", "section:fish", "meat".
    public var key: String
    /// "Salmon", "Fish (section)", "meat"
    public var name: String
    /// Its count, its period, and how much of it is used this period.
    public var use: LimitUse

    public init(key: String, name: String, use: LimitUse) {
      self.key = key
      self.name = name
      self.use = use
    }
  }

  public var rows: [Row]
  public var highlight: Int
  /// The text typed to add a limit; nil when not adding.
  public var adding: String?
  /// The candidate chosen with the arrows under the field (`MainScreen.limitCandidates`); nil
  /// saves the text as typed.
  public var choice: Int?

  public init(rows: [Row] = [], highlight: Int = 0, adding: String? = nil, choice: Int? = nil) {
    self.rows = rows
    self.highlight = highlight
    self.adding = adding
    self.choice = choice
  }

  /// The counts a limit can have.
  public static let counts = 0...99
  /// The longest limit that can be typed ("chicken tikka masala 2/week" is 27).
  public static let fieldLength = 60
}

/// What the user did on the limits screen.
public enum LimitsAction: Equatable, Sendable {
  /// `a`: start typing a new limit.
  case addPressed
  case backspacePressed
  case characterTyped(Character)
  case closePressed
  case countDecreasePressed
  case countIncreasePressed
  case moveHighlight(GridLayout.Direction)
  case periodPressed
  case removePressed
  /// Enter in the field: save the typed limit.
  case savePressed
  /// A bracketed paste into the field: text, never Enter.
  case textPasted(String)
  /// Opened from settings: the field starts closed.
  case opened
  /// The limits as the log has them now: the highlight stays in range.
  case rowsLoaded([LimitsState.Row])
  case delegate(LimitsScreen.Delegate)
}

/// The limits screen as a feature; the picker finds the candidates under the field.
public struct LimitsScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public let mainScreen: MainScreen

  public func reduce(into state: inout LimitsState, action: LimitsAction) -> [Step<Delegate>] {
    let last = max(0, state.rows.count - 1)
    let row = state.rows.indices.contains(state.highlight) ? state.rows[state.highlight] : nil
    switch action {
    case .addPressed:
      state.adding = ""
      state.choice = nil
    case .backspacePressed:
      if state.adding?.isEmpty == false { state.adding?.removeLast() }
      state.choice = nil
    case .characterTyped(let character):
      if state.adding != nil, (state.adding?.count ?? 0) < LimitsState.fieldLength { state.adding?.append(character) }
      state.choice = nil
    case .textPasted(let text):
      if let adding = state.adding { state.adding = String((adding + MainScreenState.query(text)).prefix(LimitsState.fieldLength)) }
      state.choice = nil
    case .closePressed:
      // Esc leaves the field first, then the screen.
      guard state.adding == nil else {
        state.adding = nil
        state.choice = nil
        return []
      }
      return [.delegate(.closed)]
    case .countDecreasePressed, .countIncreasePressed:
      guard let row else { return [] }
      let count = row.use.count + (action == .countIncreasePressed ? 1 : -1)
      guard LimitsState.counts.contains(count) else { return [] }
      return [.run(.saveLimit(target: row.key, count: count, period: row.use.period))]
    case .moveHighlight(let direction) where state.adding != nil:
      // In the field, the arrows choose among the candidates under it.
      let count = mainScreen.limitCandidates(state.adding ?? "").count
      guard count > 0 else { return [] }
      switch direction {
      case .down, .right, .pageDown, .end: state.choice = min(count - 1, state.choice.map { $0 + 1 } ?? 0)
      case .up, .left, .pageUp, .home: state.choice = state.choice.flatMap { $0 > 0 ? $0 - 1 : nil }
      }
    case .moveHighlight(let direction):
      switch direction {
      case .up, .left: state.highlight -= 1
      case .down, .right: state.highlight += 1
      case .pageUp, .home: state.highlight = 0
      case .pageDown, .end: state.highlight = last
      }
      state.highlight = min(max(0, state.highlight), last)
    case .periodPressed:
      guard let row else { return [] }
      return [.run(.saveLimit(target: row.key, count: row.use.count, period: row.use.period.next))]
    case .removePressed:
      guard let row else { return [] }
      return [.run(.removeLimit(target: row.key))]
    case .opened:
      state.adding = nil
      state.choice = nil
    case .rowsLoaded(let rows):
      state.rows = rows
      state.highlight = min(state.highlight, max(0, rows.count - 1))
    case .delegate:
      break
    case .savePressed:
      guard let text = state.adding else { return [] }
      var trimmed = text.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return [] }
      let candidates = mainScreen.limitCandidates(trimmed)
      if let choice = state.choice, candidates.indices.contains(choice) {
        trimmed = candidates[choice].key + (LimitsState.split(trimmed).rate.map { " \($0)" } ?? "")
      }
      state.adding = nil
      state.choice = nil
      return [.run(.addLimit(trimmed))]
    }
    return []
  }
}
