extension Catalog {
  /// The plant food that could take a food's place in a meal, for honest comparisons ("the
  /// same 150 g as lentils would be 0.3 kg CO2e"): a stated table by food, then by section,
  /// using only foods this catalog has. Nil for foods that are plants already.
  ///
  /// The table is the catalog author's judgement of the same role on the plate: mince for
  /// mince, a burger for a burger, a sausage for a sausage, a white protein for poultry and fish;
  /// it is data, `Data/plant-swaps.tsv`, written into `PlantSwapTable.swift` by Tools/make-tables.py.
  ///
  /// An FNDDS food takes its curated parent section's swaps ("Beef, cooked" in Red meat (FNDDS)
  /// as any red meat); a dish its own meat-free version, where the table names one.
  public func plantSwap(for food: Food) -> Food? {
    let section = String(Self.parentSection(food.section))
    let candidates = Self.plantSwapsByFood[food.id] ?? Self.plantSwapsBySection[section] ?? []
    for id in candidates where id != food.id {
      if let index = foodIndex(id: id) { return foods[index] }
    }
    return nil
  }
}
