/// What a person aims for: daily protein, energy and fibre, and a weekly footprint goal.
public enum TargetKind: String, CaseIterable, Equatable, Sendable {
  case protein
  case kcal
  case fibre
  case co2eWeek = "co2e-week"

  /// The unit the figure is set in, for messages and screens.
  public var unit: String {
    switch self {
    case .protein, .fibre: "g"
    case .kcal: "kcal"
    case .co2eWeek: "kg CO2e"
    }
  }

  /// The figures a person may set: anything outside is a typo, not a diet.
  public var range: ClosedRange<Double> {
    switch self {
    case .protein: 1...500
    case .kcal: 500...10_000
    case .fibre: 1...150
    case .co2eWeek: 0.1...1_000
    }
  }

  /// A figure for this target written as a plain decimal ("60", "7.5") within `range`, or nil.
  /// `Double()` alone also reads "0x10", "1e2", "inf" and "nan".
  public func value(parsing text: String) -> Double? { Self.decimal(text, within: range) }

  /// A plain decimal ("60", "7.5", never "1e2") within `range`, or nil.
  public static func decimal(_ text: String, within range: ClosedRange<Double>) -> Double? {
    let decimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && text.filter { $0 == "." }.count <= 1
    guard decimal, let value = Double(text), range.contains(value) else { return nil }
    return value
  }

  /// "protein", "kcal", "fibre" (also "fiber"), "co2e-week".
  public init?(word: String) {
    switch word.lowercased() {
    case "protein": self = .protein
    case "kcal", "energy", "calories": self = .kcal
    case "fibre", "fiber": self = .fibre
    case "co2e-week", "co2e", "footprint": self = .co2eWeek
    default: return nil
    }
  }
}

/// The targets a person has set; a missing one means "show totals only".
public struct Targets: Equatable, Sendable {
  public var values: [TargetKind: Double]

  public init(_ values: [TargetKind: Double] = [:]) { self.values = values }

  public subscript(kind: TargetKind) -> Double? {
    get { values[kind] }
    set { values[kind] = newValue }
  }
}

/// A total set against its target: "52 of 60 g protein".
public struct Progress: Equatable, Sendable {
  public var total: Double
  public var target: Double?

  public init(total: Double, target: Double?) {
    self.total = total
    self.target = target
  }

  /// Total over target, 0 when there is no target; may pass 1.
  public var fraction: Double {
    guard let target, target > 0 else { return 0 }
    return total / target
  }

  public var isMet: Bool { target.map { total >= $0 } ?? false }
}
