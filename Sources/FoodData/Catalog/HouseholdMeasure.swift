/// A household measure USDA gives for a food ("1 large" egg = 50 g, "1 slice" of bread, "1 cup"
/// of milk): offered in the quantity list, and counted by `--quantity 2x`.
public struct HouseholdMeasure: Codable, Equatable, Sendable {
  /// As USDA words it, cut to the measure ("1 large", "1 slice", "1 cup").
  public var label: String
  public var grams: Int

  public init(label: String, grams: Int) {
    self.label = label
    self.grams = grams
  }

  /// The longest label the catalog takes: a measure, not a description.
  public static let maximumLabel = 40

  /// `count` of the measure in words: "1 slice", "2 slices", "3 cups, chopped", "2 large",
  /// "2 tbsp"; a label that does not start with 1 is counted as it is ("2 × 0.5 cup").
  public func words(count: Int) -> String {
    guard count != 1 else { return label }
    guard label.hasPrefix("1 ") else { return "\(count) × \(label)" }
    let rest = label.dropFirst(2)
    let word = rest.prefix { $0.isLetter }
    let after = rest.dropFirst(word.count)
    return "\(count) \(Self.plural(String(word)))\(after)"
  }

  /// A meal of `words` of a food: "2 slices of Bread", "3 large Egg" (a size needs no "of").
  public static func sentence(_ words: String, of food: String) -> String {
    let last = words.split(separator: " ").last.map { $0.lowercased() } ?? ""
    return sizes.contains(last) ? "\(words) \(food)" : "\(words) of \(food)"
  }

  private static let sizes: Set<String> = ["large", "medium", "small", "jumbo"]

  /// Words a count leaves as they are: sizes and abbreviations.
  private static let uncounted: Set<String> = ["large", "medium", "small", "extra", "jumbo", "tbsp", "tsp", "oz", "fl", "cubic", "lb"]

  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    if word.isEmpty || uncounted.contains(lower) || lower.hasSuffix("s") { return word }
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
    if lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("x") || lower.hasSuffix("o") { return word + "es" }
    return word + "s"
  }
}
