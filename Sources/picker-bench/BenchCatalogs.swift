import Foundation
import FoodData

/// The three catalogs the benchmark types into, each as a search index and a file of its names
/// (one a line) for fzf.
enum BenchCatalogs {
  static let names = ["built-in", "usda-sr28", "million"]

  /// The package's root: Data/ holds the USDA names.
  static var packageRoot: URL {
    let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    if FileManager.default.fileExists(atPath: fromSource.appendingPathComponent("Data").path) { return fromSource }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// The 8,789 long descriptions of USDA SR28, in file order.
  static func usdaNames() throws -> [String] {
    let url = packageRoot.appendingPathComponent("Data/usda-sr28-foods.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
      return cells.count > 2 ? String(cells[2]) : nil
    }
  }

  /// 1,000,000 names: each SR28 name, then again with a qualifier people write ("organic",
  /// "homemade", ...), until there are a million.
  static func millionNames(from base: [String], count: Int = 1_000_000) -> [String] {
    let qualifiers = [
      "organic", "frozen", "homemade", "store brand", "low sodium", "family size", "value pack", "fresh",
      "canned", "imported", "local", "seasonal", "reduced fat", "extra large", "snack size", "deli",
      "farmhouse", "wholesale", "premium", "classic", "original", "spicy", "mild", "smoked", "grilled",
      "roasted", "steamed", "baked", "fried", "raw", "dried", "pickled", "marinated", "glazed",
      "stuffed", "sliced", "diced", "shredded", "whole", "half", "mini", "jumbo", "lite", "rich",
      "gluten free", "kosher", "halal", "vegan style", "kids", "party", "holiday", "summer", "winter",
      "breakfast", "lunch", "dinner", "restaurant", "school", "hospital", "airline", "gas station",
      "market", "bakery", "cafe", "diner", "bistro", "street food", "food truck", "picnic", "camping",
      "festival", "buffet", "catering", "meal kit", "ready meal", "microwave", "slow cooked", "sous vide",
      "air fried", "charred", "blackened", "barbecue", "teriyaki", "cajun", "tandoori", "garlic",
      "lemon", "herb", "pepper", "honey", "maple", "chili", "curry", "mustard", "balsamic", "truffle",
      "sesame", "ginger", "lime", "orange", "coconut", "almond", "cinnamon", "vanilla", "chocolate",
      "caramel", "berry", "apple", "cherry", "peach", "mango", "pineapple", "tomato", "onion", "cheese",
    ]
    var names: [String] = []
    names.reserveCapacity(count)
    var round = 0
    while names.count < count {
      for name in base where names.count < count {
        if round == 0 {
          names.append(name)
        } else {
          let qualifier = qualifiers[(round - 1) % qualifiers.count]
          let lap = (round - 1) / qualifiers.count
          names.append(lap == 0 ? "\(name), \(qualifier)" : "\(name), \(qualifier) \(lap + 1)")
        }
      }
      round += 1
    }
    return names
  }
}
