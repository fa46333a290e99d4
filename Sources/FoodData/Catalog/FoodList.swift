/// The foods of a catalog, in file order: a collection of `Food` made on demand from columns
/// (`FoodColumns`), so that `catalog.foods[i]` and `catalog.foods.count` read the same for 259
/// foods decoded from JSON and for a million mapped from a compiled catalog.
///
/// - Complexity: `foods[i]` makes one `Food` (a few strings); use `sectionID(at:)` and
///   `position(ofID:)` to walk many foods without making them.
public struct FoodList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
  public internal(set) var columns: FoodColumns

  public init(_ foods: some Sequence<Food>) { columns = FoodColumns(foods) }

  public init(arrayLiteral foods: Food...) { self.init(foods) }

  public init(columns: FoodColumns) { self.columns = columns }

  public var startIndex: Int { 0 }
  public var endIndex: Int { columns.count }

  public subscript(position: Int) -> Food {
    get {
      precondition(position >= 0 && position < columns.count, "food index out of range")
      return columns.food(at: position)
    }
    set { columns.replace(at: position, with: newValue) }
  }

  /// The section id of a food, without making the food.
  public func sectionID(at position: Int) -> String { columns.sectionID(at: position) }

  /// A dish's recipe, without making the food; nil for a plain food.
  public func recipe(at position: Int) -> Recipe? { columns.recipes[position] }

  /// Whether any food is a dish.
  public var hasRecipes: Bool { !columns.recipes.isEmpty }

  /// The sections of a food and of its ingredients, without making the food.
  public func sectionsWithin(at position: Int) -> [String] { columns.sectionsWithin(at: position) }

  /// The positions of each section's foods, in file order, for the sections given by id.
  public func positionsBySection(_ ids: [String]) -> [[Int]] { columns.positionsBySection(ids) }

  /// The position of the food with this id.
  public func position(ofID id: String) -> Int? { columns.position(ofID: id) }

  /// Has the kernel read the search's columns of a mapped catalog in the background, so that
  /// the first query typed after a start from disk does not wait for it page by page.
  public func prefetchSearchPages() { columns.prefetchSearchPages() }

  /// Gives back the memory of a mapped catalog's pages that showing foods has read.
  public func releaseMappedPages() { columns.releaseMappedPages() }

  /// The search index of the foods' names and aliases (built with them, or mapped).
  public var searchIndex: SearchIndex { columns.index }

  public static func == (lhs: FoodList, rhs: FoodList) -> Bool {
    lhs.count == rhs.count && lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
  }
}
