/// Whether a screen is being edited, as SwiftUI's `EditMode`: in edit mode, rows of a
/// `ForEach` with `.onDelete` show a red "⊖" to tap and rows with `.onMove` a "≡" handle.
public enum EditMode: Sendable, Hashable {
  /// Not editing; editing for a moment, as during a swipe; or editing. Both `transient` and
  /// `active` show the rows' editing controls.
  case inactive, transient, active

  /// Whether rows show their editing controls.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the enclosing `NavigationStack` (or one set with
  /// `.environment(\.editMode, .constant(.active))`); `nil` outside any.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns edit mode on and off, as SwiftUI's `EditButton`: "Edit", or "Done" in
/// bold while editing, as iOS draws it; tapped by a preview step `.tap("Edit")`. In a bar
/// (`.toolbar` or `.navigationBarItems`) it is tinted text, as every bar item is.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates a button that toggles the edit mode of the enclosing `NavigationStack`.
  public init() {}

  public var body: some View {
    let binding = editMode
    let isEditing = binding?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      binding?.wrappedValue = isEditing ? .inactive : .active
    }
    .adding(isEditing ? .bold : [], true)
  }
}
