/// What a screen's reducer returns: an effect for the app to perform, or something the parent
/// must know (the screen closed, a meal was added), which the parent receives as the child's
/// `delegate` action (The Composable Architecture's delegate pattern). The parent never reads
/// a child's other actions nor writes its state; it sends it actions.
public enum Step<Delegate: Equatable & Sendable>: Equatable, Sendable {
  case run(AppEffect)
  case delegate(Delegate)
}

/// One screen of the app: its State, its Action (with a `delegate` case for what it tells its
/// parent, which its own reducer ignores), and one `reduce`. What a screen needs from around
/// it (the terminal's size, the catalog) is given to the feature value, not kept in its state.
public protocol Feature: Sendable {
  associatedtype State: Equatable & Sendable
  associatedtype Action: Equatable & Sendable
  associatedtype Delegate: Equatable & Sendable
  func reduce(into state: inout State, action: Action) -> [Step<Delegate>]
}
