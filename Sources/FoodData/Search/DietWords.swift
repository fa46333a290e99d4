/// Words that say what a food must not hold: a diet ("vegan", "vegetarian", "meatless").
///
/// Unlike the other defining words they are not only matched: a query with one never gets a food
/// of the kinds it rules out (`SearchQuery.excludedKinds`), whatever words that food shares with
/// the query ("vegetarian haggis" is no Haggis, whatever the reading).
enum DietWords {
  /// Each diet word and what it rules out.
  static let all: [[UInt8]: FoodKinds] = {
    let meatFree: [String] = ["vegan", "vegetarian", "veggie", "vegie", "meatless", "meat-free"]
    return Dictionary(uniqueKeysWithValues: meatFree.map { (Array($0.utf8), FoodKinds.meat) })
  }()

  /// What the folded query word rules out, if it is a diet word.
  static func excluded(by word: [UInt8]) -> FoodKinds {
    all[word] ?? []
  }
}
