extension MainScreen {
  /// Sections that hold at least one food: the ones the grouped grid shows.
  public var shownSectionCount: Int {
    groupedBlocks.filter { $0.count > 0 }.count
  }

  /// "1 food", "3 foods": a count and its noun, singular or plural.
  public static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
