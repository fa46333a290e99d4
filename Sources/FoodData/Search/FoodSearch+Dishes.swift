/// "X with Y" read as the dish X that holds Y (issue 37): when no food has every word, a dish
/// that the words before "with" name, and whose recipe holds a food that the words after it
/// name, has every word, through its recipe ("soup made with beef stock": a soup made with Beef stock;
/// "noodles with tofu": noodles made with Tofu). It ranks with the readings of every word that
/// are loose (`RankBucket.typoBase`, each word read through the recipe counting as a slip):
/// above every food holding some of the words, the bare ingredient among them.
///
/// It costs a strict reading of the dish's words, only for a loose reading of a query with
/// "with", and a recipe lookup for each food those words find.
extension FoodSearch {
  /// - Parameter meatNamed: whether the query names meat: if not, a meat dish does not have the
  ///   words through its recipe (its meat would come from what the query did not name).
  func dishesHolding(_ query: SearchQuery, _ hits: [SearchHit], meatNamed: Bool) -> [SearchHit] {
    guard let ingredients, query.headCount > 0 else { return hits }
    let dishWords = query.words[..<query.headCount].filter { !$0.negated }
    let heldWords = query.words[query.headCount...].filter { !$0.negated }
    guard !dishWords.isEmpty, !heldWords.isEmpty else { return hits }
    let dishQuery = SearchQuery(String(decoding: Array(dishWords.map(\.bytes).joined(separator: [0x20])), as: UTF8.self))
    var found: [SearchHit] = []
    for dish in index.hits(for: dishQuery, among: nil, reading: .strict) where !dish.match.isLoose {
      if !meatNamed, kinds?[Int(dish.item)].contains(.meat) == true { continue }
      let parts = ingredients[Int(dish.item)]
      // One food of the recipe holds every word: "beef stock" is no beef tomato and a stock.
      guard parts.contains(where: { part in heldWords.allSatisfy { index.holdsWord($0, item: part) } }) else { continue }
      let bucket = RankBucket.every(tierSum: 0, fuzzyWords: 0, typoWords: heldWords.count, cover: .more, alias: dish.key > 0)
      found.append(SearchHit(item: dish.item, key: dish.key, rank: RankBucket.rank(bucket: bucket, nameLength: UInt8(dish.rank & 0x7F))))
    }
    return found.isEmpty ? hits : Ranking.bestPerItem(hits + found)
  }
}
