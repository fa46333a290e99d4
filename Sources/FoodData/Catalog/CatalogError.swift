/// Why a catalog could not be used, said in one line that names the file, the place and the fix.
public struct CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  /// The food or section at fault ("food 'beef'", "foods[3]"), or nil for the whole file.
  public var place: String?
  /// The field at fault ("footprint.kgCO2ePerKg"), or nil.
  public var field: String?
  public var problem: String

  public init(file: String, place: String? = nil, field: String? = nil, problem: String) {
    self.file = file
    self.place = place
    self.field = field
    self.problem = problem
  }

  public var description: String {
    var where_ = file
    if let place { where_ += ": \(place)" }
    if let field { where_ += ", field '\(field)'" }
    // Every part may carry the catalog's own text: shown escaped, never raw.
    return SafeText.render("\(where_): \(problem)")
  }
}
