/// What a query says about the kind of food it wants (`FoodKinds`): the kinds it rules out.
/// Whether it names meat depends on the catalog too (`FoodSearch.namesMeat`).
extension SearchQuery {
  /// The kinds no result may be: those a diet word rules out ("vegan ..."), those a negated
  /// word names ("without meat", "dairy-free"), and meat where a plant stand-in comes just
  /// before a meat word ("chickpea tuna", "tofu chicken"): such a query is the plant version
  /// of the meat it names.
  public var excludedKinds: FoodKinds {
    var kinds: FoodKinds = []
    for word in words {
      kinds.formUnion(word.negated ? NegationWords.kinds(negating: word.bytes) : DietWords.excluded(by: word.bytes))
    }
    // Side by side as typed: in "chickpea and tuna salad" the tuna is tuna.
    let typed = Array(text.utf8).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 }).map(Array.init)
    for (before, word) in zip(typed, typed.dropFirst()) where MeatWords.plantStandIns.contains(before) && MeatWords.contains(word) {
      kinds.insert(.meat)
    }
    return kinds
  }
}
