/// A field for a password, as SwiftUI's `SecureField`: drawn like a `TextField`, with one "•"
/// for each character typed, `[•••••••_____]`. A screen reader hears a secure text field and
/// its name, never its text nor its masks. A preview step types into it by its title, as
/// into a text field; `.secureFieldsRevealed()` shows the typed text instead, so a preview can
/// check what was entered.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: _PrimitiveView {
  let title: String
  let text: Binding<String>
  let prompt: Text?

  /// The character that stands for each typed character.
  public static var maskCharacter: Character { "•" }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let value = view.text.wrappedValue
    let shown: Text?
    if value.isEmpty {
      shown = nil
    } else if inputs.environment.secureFieldsRevealed {
      shown = Text(verbatim: fieldPrefix(value))
    } else {
      // One mask per grapheme cluster, as the user sees characters, not code points; as many
      // as a field can show (see `fieldPrefix`).
      shown = Text(verbatim: String(repeating: maskCharacter, count: fieldPrefix(value).count))
    }
    fieldNodes(
      title: view.title, prompt: view.prompt, shown: shown, text: view.text,
      isSecure: !inputs.environment.secureFieldsRevealed, role: .secureTextField, inputs: inputs,
      into: &nodes)
  }
}

extension SecureField where Label == Text {
  /// A password field that edits `text`; `title` is the dim placeholder shown while it is
  /// empty, and the name a preview step types into.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.prompt = nil
  }

  /// A password field that edits `text`; `titleKey` is the dim placeholder shown while it is
  /// empty, and the name a preview step types into.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.title = titleKey.text.content
    self.text = text
    self.prompt = TextField.placeholder(titleKey, title: title)
  }

  /// A password field that edits `text`, showing `prompt` (dim) while it is empty; a preview
  /// step still types into it by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.title = String(title)
    self.text = text
    self.prompt = prompt
  }

  /// A password field that edits `text`, showing `prompt` (dim) while it is empty; a preview
  /// step still types into it by `titleKey`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.title = titleKey.text.content
    self.text = text
    self.prompt = prompt ?? TextField.placeholder(titleKey, title: title)
  }
}

extension SecureField {
  /// A password field with a label view, as SwiftUI's `SecureField(text:prompt:label:)`. The
  /// field shows `prompt` while empty; a preview step types into it by the prompt's text (or
  /// the label's, when it is a `Text`).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.title = prompt?.content ?? (label() as? Text)?.content ?? ""
    self.text = text
    self.prompt = prompt
  }
}

private struct SecureFieldsRevealedKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether `SecureField`s below show the typed text instead of "•" masks; set it with
  /// `.secureFieldsRevealed()`.
  public var secureFieldsRevealed: Bool {
    get { self[SecureFieldsRevealedKey.self] }
    set { self[SecureFieldsRevealedKey.self] = newValue }
  }
}

extension View {
  /// Shows the text typed into the `SecureField`s below instead of masking it, so a preview
  /// state can show (and its snapshot check) the password a step entered. Meant for previews:
  /// an app screen keeps its fields masked.
  ///
  /// ```swift
  /// PreviewState("typed", steps: [.type("hunter2", into: "Password")]) {
  ///   SignInForm().secureFieldsRevealed()
  /// }
  /// ```
  public func secureFieldsRevealed(_ isRevealed: Bool = true) -> some View {
    environment(\.secureFieldsRevealed, isRevealed)
  }
}
