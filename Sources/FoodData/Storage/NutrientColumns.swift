/// The nutrients per 100 g of every food, in three columns: for each food a mask of the
/// nutrients it has a slot for (bit `Nutrient.index`) and where its slots start, and the slots'
/// values one food after another, in the table's order.
///
/// A food has slots only for what it knows: a million imported foods that know energy and
/// protein cost two figures each, not one per nutrient of the table (which would add 130 MB to a
/// compiled million). A slot may hold NaN, unknown: a dish's placeholder keeps a slot for every
/// nutrient so that composing writes its figures in place. Unknown is never stored as 0.
struct NutrientColumns: Sendable {
  /// Bit i set: the food has a slot for `Nutrient.all[i]`. 64 bits: room for the table to grow.
  var masks = Column<UInt64>()
  /// Where each food's slots start in `values`, and after the last food where they end.
  var starts = Column<Int64>([0])
  var values = Column<Double>()

  var count: Int { masks.count }

  /// The amounts of the food at `position`: its slots' values, every other nutrient unknown.
  func amounts(at position: Int) -> NutrientAmounts {
    var amounts = NutrientAmounts.unknown
    let mask = masks[position]
    var slot = Int(starts[position])
    // The end bounds the slots too: a damaged column gives unknowns, never a read past it.
    let end = min(Int(starts[position + 1]), values.count)
    for index in Nutrient.all.indices where mask & 1 << UInt64(index) != 0 && slot < end {
      let value = values[slot]
      if !value.isNaN { amounts.setValue(value, at: index) }
      slot += 1
    }
    return amounts
  }

  /// Adds a food's slots: one for each nutrient it knows (none without nutrition).
  mutating func append(_ amounts: NutrientAmounts?) {
    var mask: UInt64 = 0
    // By index, not `known` or `Nutrient.all`: no array made, no row copied, per food on the
    // way through a million.
    if let amounts {
      for index in Nutrient.all.indices {
        guard let value = amounts.value(at: index) else { continue }
        mask |= 1 << UInt64(index)
        values.append(value)
      }
    }
    masks.append(mask)
    starts.append(Int64(values.count))
  }

  /// Whether the food at `position` has a slot for every nutrient these amounts know, so that
  /// `replace` can write them in place.
  func fits(_ amounts: NutrientAmounts?, at position: Int) -> Bool {
    let mask = masks[position]
    return Nutrient.all.allSatisfy { amounts?[$0] == nil || mask & Self.bit($0) != 0 }
  }

  /// Writes the amounts into the food's slots, NaN where they do not know one; `fits` first.
  mutating func replace(at position: Int, with amounts: NutrientAmounts?) {
    let mask = masks[position]
    var slot = Int(starts[position])
    for nutrient in Nutrient.all where mask & Self.bit(nutrient) != 0 {
      values[slot] = amounts?[nutrient] ?? .nan
      slot += 1
    }
  }

  mutating func reserve(scaledBy factor: Double) {
    masks.reserve(scaledBy: factor)
    starts.reserve(scaledBy: factor)
    values.reserve(scaledBy: factor)
  }

  /// These foods' slots followed by `other`'s.
  mutating func append(contentsOf other: NutrientColumns) {
    let offset = Int64(values.count)
    masks.append(contentsOf: other.masks.elements)
    starts.append(contentsOf: other.starts.elements.dropFirst().map { $0 + offset })
    values.append(contentsOf: other.values.elements)
  }

  /// Gives back a mapped catalog's pages of these columns.
  func releasePages() {
    masks.releasePages()
    starts.releasePages()
    values.releasePages()
  }

  /// Whether the columns agree with each other for `items` foods: what opening a compiled file
  /// checks before any food is made.
  func isWhole(items: Int) -> Bool {
    masks.count == items && starts.count == items + 1 && starts[0] == 0 && starts.last.map(Int.init) == values.count
  }

  private static func bit(_ nutrient: Nutrient) -> UInt64 { 1 << UInt64(nutrient.index) }
}
