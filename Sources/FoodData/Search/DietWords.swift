/// Words that say what a food must not hold: a diet ("vegan", "vegetarian", "meatless"). The
/// words that say it of one word ("meat-free", "without dairy") are `NegationWords`.
///
/// Unlike the other defining words they are not only matched: a query with one never gets a food
/// of the kinds it rules out (`SearchQuery.excludedKinds`), whatever words that food shares with
/// the query ("vegetarian haggis" is no Haggis, whatever the reading).
enum DietWords {
  /// Each diet word and what it rules out. "plant" is there for "plant-based" typed in two
  /// words; it also keeps "plant" from finding the plantain in a chicken dish.
  static let all: [[UInt8]: FoodKinds] = {
    let meatFree: [String] = ["vegetarian", "veggie", "vegie", "meatless"]
    let animalFree: [String] = ["vegan", "plant", "plant-based", "plantbased"]
    let pairs = meatFree.map { ($0, FoodKinds.meat) } + animalFree.map { ($0, FoodKinds.animal) } + [("eggless", FoodKinds.eggs)]
    return Dictionary(uniqueKeysWithValues: pairs.map { (Array($0.0.utf8), $0.1) })
  }()

  /// What the folded query word rules out, if it is a diet word.
  static func excluded(by word: [UInt8]) -> FoodKinds {
    all[word] ?? []
  }
}
