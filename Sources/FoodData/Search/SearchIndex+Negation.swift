/// How a key reads a negated query word (`NegationWords`): it says it is free of it, it holds it
/// plainly (no match), or it does not have it at all.
extension SearchIndex {
  enum NegatedReading {
    case negated
    case plain
    case absent
  }

  /// Whole words only, as typed or with a plural or singular ending: "without me" says nothing
  /// of meat. The letter and pair filters answer most keys without reading them.
  @inline(__always)
  static func negatedReading(_ b: ScanBuffers, _ k: Int, _ prepared: PreparedQuery, _ w: Int) -> NegatedReading {
    let pairs = prepared.adjacentPairs(w)
    guard prepared.mask(w) & ~b.masks[k] == 0, b.blooms[k].adjacent & pairs == pairs else { return .absent }
    let reading = KeyNegation.read(prepared.word(w), stem: prepared.stem(w), in: b.key(k), prefixes: false)
    return reading.negated ? .negated : reading.plain ? .plain : .absent
  }
}
