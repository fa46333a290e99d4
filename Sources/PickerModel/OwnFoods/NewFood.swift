import Foundation

/// A food of one's own as the app's form makes it: its name, energy and protein per 100 g, and
/// optionally a food it is like (whose footprint and section it borrows). The app saves it to
/// the log and logs a serving of it (`AppEffect.saveNewFood`).
public struct NewFood: Equatable, Sendable {
  public var name: String
  public var kcalPer100g: Double
  public var proteinPer100g: Double
  /// The food it is like, as typed ("oats"); nil for none (its footprint unknown).
  public var like: String?

  public init(name: String, kcalPer100g: Double, proteinPer100g: Double, like: String? = nil) {
    self.name = name
    self.kcalPer100g = kcalPer100g
    self.proteinPer100g = proteinPer100g
    self.like = like
  }
}

/// The "New food" form, opened from the sheet when a search finds nothing good (Ctrl-N): the
/// name filled with the query, then the figures from the label.
public struct NewFoodState: Equatable, Sendable {
  public enum Field: CaseIterable, Sendable {
    case name, kcal, protein, like
  }

  public var name: String
  public var kcal = ""
  public var protein = ""
  public var like = ""
  /// The field being typed into: the figures first, the name being the query already.
  public var focus: Field
  /// Why Enter did not save ("kcal per 100 g: a number from 0 to 1000, from the label"); nil when nothing is wrong.
  public var problem: String?

  public init(name: String = "") {
    self.name = String(name.prefix(Self.fieldLength))
    focus = name.isEmpty ? .name : .kcal
  }

  /// The longest text a field takes (a food's name may be 200 characters; a form is for a label).
  public static let fieldLength = 60

  public subscript(field: Field) -> String {
    get {
      switch field {
      case .name: name
      case .kcal: kcal
      case .protein: protein
      case .like: like
      }
    }
    set {
      switch field {
      case .name: name = newValue
      case .kcal: kcal = newValue
      case .protein: protein = newValue
      case .like: like = newValue
      }
    }
  }
}

public enum NewFoodAction: Equatable, Sendable {
  case characterTyped(Character)
  case backspacePressed
  case textPasted(String)
  case focusNextPressed
  case focusPreviousPressed
  /// Enter: save the food and log a serving of it.
  case savePressed
  /// Esc: back to the main screen, nothing saved.
  case closePressed
  case delegate(NewFoodForm.Delegate)
}

/// The form as a feature: typing into its fields, and Enter, which saves only a food whose
/// figures are a food's (energy 0-1000 kcal and protein 0-100 g per 100 g, as `food new` takes).
public struct NewFoodForm: Feature {
  public enum Delegate: Equatable, Sendable {
    case closed
  }

  public init() {}

  public func reduce(into state: inout NewFoodState, action: NewFoodAction) -> [Step<Delegate>] {
    switch action {
    case .characterTyped(let character):
      let isFigure = state.focus == .kcal || state.focus == .protein
      guard !isFigure || character.isASCII && (character.isNumber || character == "." || character == ","),
        state[state.focus].count < NewFoodState.fieldLength
      else { return [] }
      state[state.focus].append(isFigure && character == "," ? "." : character)
      state.problem = nil
    case .backspacePressed:
      if !state[state.focus].isEmpty { state[state.focus].removeLast() }
      state.problem = nil
    case .textPasted(let text):
      for character in MainScreenState.query(text) { _ = reduce(into: &state, action: .characterTyped(character)) }
    case .focusNextPressed, .focusPreviousPressed:
      let fields = NewFoodState.Field.allCases
      let at = fields.firstIndex(of: state.focus) ?? 0
      state.focus = fields[(at + (action == .focusNextPressed ? 1 : fields.count - 1)) % fields.count]
    case .closePressed:
      return [.delegate(.closed)]
    case .savePressed:
      switch Self.food(state) {
      case .success(let food): return [.run(.saveNewFood(food)), .delegate(.closed)]
      case .failure(let problem):
        state.problem = problem.text
        state.focus = problem.field
      }
    case .delegate:
      return []
    }
    return []
  }

  struct Problem: Error {
    var field: NewFoodState.Field
    var text: String
  }

  /// The form's food, or what is wrong with it.
  static func food(_ state: NewFoodState) -> Result<NewFood, Problem> {
    let name = state.name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return .failure(Problem(field: .name, text: "Name: type the food's name")) }
    guard let kcal = Double(state.kcal), (0...1000).contains(kcal) else {
      return .failure(Problem(field: .kcal, text: "kcal per 100 g: a number from 0 to 1000, from the label"))
    }
    guard let protein = Double(state.protein), (0...100).contains(protein) else {
      return .failure(Problem(field: .protein, text: "Protein per 100 g: a number of grams from 0 to 100"))
    }
    let like = state.like.trimmingCharacters(in: .whitespaces)
    return .success(NewFood(name: name, kcalPer100g: kcal, proteinPer100g: protein, like: like.isEmpty ? nil : like))
  }
}
