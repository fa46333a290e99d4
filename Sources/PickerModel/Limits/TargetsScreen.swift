/// The targets screen (from settings, `t`): a person's daily kcal, protein and fibre and the
/// weekly footprint goal, each set, stepped or cleared in the app as `target set` does.
public struct TargetsState: Equatable, Sendable {
  /// The highlighted target, as an index into `TargetsScreen.measures`.
  public var highlight: Int

  public init(highlight: Int = 0) { self.highlight = highlight }
}

public enum TargetsAction: Equatable, Sendable {
  case moveHighlight(GridLayout.Direction)
  /// `+`: one step up, or the reference where none is set.
  case increasePressed
  /// `-`: one step down, or the reference where none is set.
  case decreasePressed
  /// `d`: no target.
  case clearPressed
  case closePressed
  case delegate(TargetsScreen.Delegate)
}

/// The targets screen as a feature: told the targets as the log has them (`AppState.targets`).
public struct TargetsScreen: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public let targets: DayTargets?

  public init(targets: DayTargets?) { self.targets = targets }

  /// The targets in the screen's order.
  public static let measures: [DayTargets.Measure] = [.kcal, .protein, .fibre, .co2eWeek]

  /// What + and − add, what a target starts at (the EU reference intakes of Regulation
  /// 1169/2011 for kcal and protein, SACN's 30 g of fibre, and 15 kg CO2e a week, about half
  /// of what a meat eater's food makes), and the figures a target may have (`TargetKind.range`).
  public static func step(_ measure: DayTargets.Measure) -> Double {
    switch measure {
    case .kcal: 100
    case .protein: 5
    case .fibre, .co2eWeek: 1
    }
  }

  public static func start(_ measure: DayTargets.Measure) -> Double {
    switch measure {
    case .kcal: 2000
    case .protein: 50
    case .fibre: 30
    case .co2eWeek: 15
    }
  }

  public static func range(_ measure: DayTargets.Measure) -> ClosedRange<Double> {
    switch measure {
    case .protein: 1...500
    case .kcal: 500...10_000
    case .fibre: 1...150
    case .co2eWeek: 1...1_000
    }
  }

  /// The target set for a measure, if any.
  public func target(_ measure: DayTargets.Measure) -> Double? {
    measure == .co2eWeek ? targets?.week.target : targets?.today.first { $0.measure == measure }?.target
  }

  public func reduce(into state: inout TargetsState, action: TargetsAction) -> [Step<Delegate>] {
    let last = Self.measures.count - 1
    let measure = Self.measures[min(max(0, state.highlight), last)]
    switch action {
    case .moveHighlight(let direction):
      switch direction {
      case .up, .left: state.highlight -= 1
      case .down, .right: state.highlight += 1
      case .pageUp, .home: state.highlight = 0
      case .pageDown, .end: state.highlight = last
      }
      state.highlight = min(max(0, state.highlight), last)
    case .increasePressed, .decreasePressed:
      let step = Self.step(measure) * (action == .increasePressed ? 1 : -1)
      let range = Self.range(measure)
      let value = target(measure).map { min(max($0 + step, range.lowerBound), range.upperBound) } ?? Self.start(measure)
      guard value != target(measure) else { return [] }
      return [.run(.saveTarget(measure, value))]
    case .clearPressed:
      guard target(measure) != nil else { return [] }
      return [.run(.saveTarget(measure, nil))]
    case .closePressed:
      return [.delegate(.closed)]
    case .delegate:
      break
    }
    return []
  }
}
