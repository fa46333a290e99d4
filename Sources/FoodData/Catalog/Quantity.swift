/// How much of a food was eaten, in words people use: "A little", "Some", "A lot".
public enum Quantity: String, CaseIterable, Codable, Equatable, Sendable {
  case little
  case some
  case lot

  /// Grams when the food names no portions of its own.
  public var defaultGrams: Int {
    switch self {
    case .little: 50
    case .lot: 300
    case .some: 150
    }
  }

  /// The label of the quantity button and list: "A little", "Some", "A lot".
  public var label: String {
    switch self {
    case .little: "A little"
    case .lot: "A lot"
    case .some: "Some"
    }
  }

  /// The words that stand before a food in a sentence: "A little Shrimp", "A lot of Beef".
  public var phrase: String {
    switch self {
    case .little: "A little"
    case .lot: "A lot of"
    case .some: "Some"
    }
  }

  /// The next larger quantity, or nil at "A lot".
  public var larger: Quantity? {
    switch self {
    case .little: .some
    case .lot: nil
    case .some: .lot
    }
  }

  /// The next smaller quantity, or nil at "A little".
  public var smaller: Quantity? {
    switch self {
    case .little: nil
    case .lot: .some
    case .some: .little
    }
  }
}
