/// Words that say a food is meat or fish, and words that, just before one, make it a plant
/// version ("chickpea tuna", "tofu chicken", "seitan steak"; only just before: "soy sauce
/// chicken" is chicken).
///
/// A query names meat when one of its words is one of these, or a slip of one, and only then
/// may a loose reading (the fallback when nothing has every word) put a meat food first: "pâte
/// à tartiner" has no meat word, so the foie gras pâté it half matches is no answer. A list, not
/// the catalog's own words: "pâte" and "pâté" fold to one word, and a bare "burger", "sausage" or
/// "nuggets" means the meat one (DECISIONS 2026-12-03, the meat reading of an ambiguous word).
enum MeatWords {
  static let list = WordList(
    [
      // Animals and their meat.
      "meat", "beef", "steak", "veal", "pork", "ham", "bacon", "lamb", "mutton", "goat", "chicken", "turkey", "duck", "goose",
      "venison", "rabbit", "boar", "poultry",
      // Fish and seafood.
      "fish", "salmon", "tuna", "cod", "haddock", "trout", "tilapia", "herring", "kipper", "eel", "anchovy", "sardine",
      "mackerel", "prawn", "shrimp", "crab", "lobster", "squid", "calamari", "octopus", "clam", "mussel", "oyster",
      "scallop", "seafood",
      // Parts and fats of animals.
      "liver", "kidney", "tongue", "tripe", "suet", "lard", "tallow", "gelatine", "gelatin", "foie", "brisket", "rib",
      "ribs", "wing", "wings", "chop", "chops", "sirloin",
      // Meat products and dishes that are meat by name.
      "sausage", "salami", "chorizo", "pepperoni", "prosciutto", "pancetta", "pastrami", "mince", "meatball", "burger",
      "hamburger", "cheeseburger", "kebab", "doner", "gyros", "gyro", "shawarma", "jerky", "biltong", "haggis", "hotdog",
      "frankfurter", "wiener", "bratwurst", "nuggets", "spam",
    ])

  /// Words that turn the meat word after them into a plant food.
  static let plantStandIns: Set<[UInt8]> = Set(
    [
      "tofu", "tempeh", "seitan", "soy", "soya", "jackfruit", "chickpea", "chickpeas", "lentil", "lentils", "bean", "beans",
      "quorn", "mycoprotein", "tvp", "mock", "faux", "fake", "imitation",
    ].map { Array($0.utf8) })

  /// Whether the folded word, or its singular, or a part of it between hyphens, is a meat word.
  static func contains(_ word: [UInt8]) -> Bool { list.contains(word) }
}

extension MeatWords {
  /// Whether the abbreviation's letters stand in order in a meat word from its start ("chkn").
  static func holdsAbbreviation(_ word: [UInt8]) -> Bool {
    word.withUnsafeBufferPointer { typed in
      list.words.contains { meat in meat.withUnsafeBufferPointer { WordMatcher.isFuzzy(typed, in: $0) } }
    }
  }

  /// Whether the word is one slip from a meat word (`TypoMatcher`).
  static func holdsSlip(of word: SearchQuery.Word) -> Bool {
    word.bytes.withUnsafeBufferPointer { typed in
      word.stem.withUnsafeBufferPointer { stem in
        list.words.contains { meat in meat.withUnsafeBufferPointer { TypoMatcher.matchedWord(typed, stem: stem, in: $0) != nil } }
      }
    }
  }
}
