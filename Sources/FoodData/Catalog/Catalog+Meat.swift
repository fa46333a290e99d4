extension Catalog {
  /// Whether a food counts as meat when the user counts `meatSections` as meat: when it, or any
  /// of its ingredients at any depth, is in one of them. A pad thai with fish sauce is meat for
  /// whoever counts fish, whatever section the dish itself is in.
  public func countsAsMeat(_ foodIndex: Int, meatSections: Set<String>) -> Bool {
    Self.countsAsMeat(sectionsWithin: foods.sectionsWithin(at: foodIndex), meatSections: meatSections)
  }

  /// The same rule over sections already gathered (a logged meal keeps its food's
  /// `sectionsWithin`, so that its answer follows later changes of the settings).
  public static func countsAsMeat(sectionsWithin: some Sequence<String>, meatSections: Set<String>) -> Bool {
    sectionsWithin.contains { meatSections.contains($0) }
  }

  /// Whether a food or a meal whose own and ingredients' sections are `sectionsWithin` is in
  /// `section`, by the rule meat is counted by: a ham sandwich is in Red meat as well as in
  /// Sandwiches, and a section's limit counts it (issue 34). An FNDDS section counts as its
  /// curated parent ("fndds-red-meat" as "red-meat"), either way round.
  public static func isIn(section: String, sectionsWithin: some Sequence<String>) -> Bool {
    let wanted = parentSection(section)
    return sectionsWithin.contains { parentSection($0) == wanted }
  }

  /// The curated section an FNDDS section stands beside, by its id; any other section itself.
  static func parentSection(_ id: String) -> Substring {
    id.hasPrefix(FNDDSTier.idPrefix) ? id.dropFirst(FNDDSTier.idPrefix.count) : Substring(id)
  }

  /// The sections that count as meat when the user has not said. USDA's meat groups count
  /// whether or not they are imported now, so that meals logged from them keep their answer
  /// after `import remove usda`.
  public var defaultMeatSections: Set<String> {
    Set(sections.filter(\.countsAsMeat).map(\.id)).union(USDAImport.meatSectionIDs)
  }
}
