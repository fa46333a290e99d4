import PickerModel
import FoodData

/// A user's word quoted in a message: at most 60 characters (then "…"), control characters
/// shown as "?" (`SafeText.quoted`, which the importers' messages use too).
/// - Parameter keepingEnd: cut from the front instead, for paths, whose end names the file.
func echoed(_ text: String, limit: Int = 60, keepingEnd: Bool = false) -> String {
  SafeText.quoted(text, limit: limit, keepingEnd: keepingEnd)
}
