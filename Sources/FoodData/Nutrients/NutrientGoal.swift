/// What a day's amount of a nutrient is compared with: the person's own target where they set
/// one (`nomeat-tui target set iron 18`), else the reference intake of the nutrients table,
/// with its source, so that every screen and command can cite it.
///
///     NutrientGoal(.iron, targets: [:]).amount         // 14, EU Regulation 1169/2011
///     NutrientGoal(.iron, targets: [.iron: 18]).amount  // 18, your target
public struct NutrientGoal: Sendable, Equatable {
  public enum Source: Sendable, Equatable {
    case yourTarget
    case reference(ReferenceSource)
  }

  public let nutrient: Nutrient
  public let amount: Double
  public let source: Source

  public init(_ nutrient: Nutrient, targets: [Nutrient: Double]) {
    self.nutrient = nutrient
    if let target = targets[nutrient], target > 0 {
      amount = target
      source = .yourTarget
    } else {
      amount = nutrient.reference
      source = .reference(nutrient.referenceSource)
    }
  }

  /// An amount as a share of the goal (0.5 is half).
  public func share(of value: Double) -> Double { value / amount }

  /// "EU", "SACN" or "your target": short enough for a column.
  public var shortSource: String {
    switch source {
    case .yourTarget: "your target"
    case .reference(let reference): reference.shortName
    }
  }
}

extension ReferenceSource {
  /// "EU", "SACN": the column word; `citation` says it whole.
  public var shortName: String {
    switch self {
    case .euRegulation1169: "EU"
    case .sacn2015: "SACN"
    }
  }

  /// Every source, in the order a footnote cites them.
  public static let all: [ReferenceSource] = [.euRegulation1169, .sacn2015]
}
