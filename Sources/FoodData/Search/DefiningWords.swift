/// Words that say what a food is or is not made of: a diet (vegan, meat-free), an animal or a
/// part of one (beef, liver, suet), a plant protein that stands in for one (tofu, oat, soy).
///
/// The loose reading never drops one of them, nor reads it as a subsequence of another word:
/// without "vegan", "vegan bacon" is Bacon, and without "beef", "beef tomato" is Tomato; the
/// food offered would then be meat for a meat-free query or the reverse. A typo of such a word
/// ("vegna") is still read, since it means the same word.
enum DefiningWords {
  static let list = WordList(
    [
      // Diets and what a food is free of.
      "vegan", "vegetarian", "veggie", "veg", "vege", "vegetable", "plant", "meatless", "meat", "free", "dairy", "diet",
      // Meat, fish and what comes from animals.
      "beef", "steak", "veal", "pork", "ham", "bacon", "lamb", "mutton", "goat", "chicken", "turkey", "duck", "goose",
      "venison", "rabbit", "fish", "salmon", "tuna", "cod", "prawn", "shrimp", "crab", "lobster", "anchovy", "sardine",
      "mackerel", "squid", "octopus", "clam", "mussel", "oyster", "scallop", "egg", "cheese", "milk", "cream", "butter",
      "yogurt", "yoghurt", "honey",
      // Parts and fats of animals that name a food of their own.
      "liver", "kidney", "blood", "head", "tongue", "tripe", "marrow", "suet", "lard", "tallow", "gelatine", "gelatin",
      "foie", "gras",
      // Plant proteins and milks that stand in for meat and dairy.
      "tofu", "tempeh", "seitan", "soy", "soya", "oat", "almond", "quorn", "jackfruit", "mycoprotein",
    ])

  /// Whether the folded word, or a part of it between hyphens or other separators
  /// ("meat-free", "plant-based"), or its singular ("eggs", "prawns"), is a defining word.
  static func contains(_ word: [UInt8]) -> Bool { list.contains(word) }
}
