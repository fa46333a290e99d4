/// A user's word quoted in a message: at most 60 characters (then "…"), control characters
/// shown as "?", so that a pasted 100 KB argument or an escape sequence cannot flood or
/// drive the terminal the message is printed on.
/// - Parameter keepingEnd: cut from the front instead ("'…/nomeat/nomeat.sqlite3'"), for paths,
///   whose end names the file.
func echoed(_ text: String, limit: Int = 60, keepingEnd: Bool = false) -> String {
  let safe = String(text.unicodeScalars.map { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format ? "?" : Character($0) })
  guard safe.count > limit else { return "'" + safe + "'" }
  return "'" + (keepingEnd ? "…" + safe.suffix(limit) : safe.prefix(limit) + "…") + "'"
}
