// What a software keyboard and text input are told in SwiftUI. A preview types whole
// strings into fields, so each of these is accepted with no effect.

/// The kind of keyboard a field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Sendable, Hashable, CaseIterable {
  /// The default keyboard. Accepted so SwiftUI code compiles; it has no effect.
  case `default`
  /// A keyboard of ASCII characters. Accepted so SwiftUI code compiles; it has no effect.
  case asciiCapable
  /// A keyboard of numbers and punctuation. Accepted so SwiftUI code compiles; it has no effect.
  case numbersAndPunctuation
  /// A keyboard for entering URLs. Accepted so SwiftUI code compiles; it has no effect.
  case URL
  /// A numeric keypad. Accepted so SwiftUI code compiles; it has no effect.
  case numberPad
  /// A telephone keypad. Accepted so SwiftUI code compiles; it has no effect.
  case phonePad
  /// A keypad for a name or a phone number. Accepted so SwiftUI code compiles; it has no effect.
  case namePhonePad
  /// A keyboard for entering email addresses. Accepted so SwiftUI code compiles; it has no effect.
  case emailAddress
  /// A numeric keypad with a decimal point. Accepted so SwiftUI code compiles; it has no effect.
  case decimalPad
  /// A keyboard with quick access to @ and #. Accepted so SwiftUI code compiles; it has no effect.
  case twitter
  /// A keyboard for web search terms and URLs. Accepted so SwiftUI code compiles; it has no effect.
  case webSearch
  /// A numeric keypad of ASCII digits. Accepted so SwiftUI code compiles; it has no effect.
  case asciiCapableNumberPad
}

/// How a field capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Sendable, Hashable, CaseIterable {
  /// Capitalize nothing. Accepted so SwiftUI code compiles; it has no effect.
  case none
  /// Capitalize the first letter of each word. Accepted so SwiftUI code compiles; it has no effect.
  case words
  /// Capitalize the first letter of each sentence. Accepted so SwiftUI code compiles; it has no effect.
  case sentences
  /// Capitalize every letter. Accepted so SwiftUI code compiles; it has no effect.
  case allCharacters
}

/// How a field capitalizes, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
  private let name: String
  /// Capitalize nothing. Accepted so SwiftUI code compiles; it has no effect.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalize the first letter of each word. Accepted so SwiftUI code compiles; it has no effect.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalize the first letter of each sentence. Accepted so SwiftUI code compiles; it has no effect.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalize every letter. Accepted so SwiftUI code compiles; it has no effect.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a field's content is, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Sendable, Hashable {
  /// The content type's name, such as `"username"`.
  public let rawValue: String
  /// Creates a content type from its name.
  ///
  /// - Parameter rawValue: The content type's name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name. Accepted so SwiftUI code compiles; it has no effect.
  public static let username = UITextContentType(rawValue: "username")
  /// A password. Accepted so SwiftUI code compiles; it has no effect.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password. Accepted so SwiftUI code compiles; it has no effect.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// An email address. Accepted so SwiftUI code compiles; it has no effect.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A person's full name. Accepted so SwiftUI code compiles; it has no effect.
  public static let name = UITextContentType(rawValue: "name")
  /// A telephone number. Accepted so SwiftUI code compiles; it has no effect.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A one-time code. Accepted so SwiftUI code compiles; it has no effect.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// A URL. Accepted so SwiftUI code compiles; it has no effect.
  public static let URL = UITextContentType(rawValue: "URL")
}

/// The label of the return key, as SwiftUI's `SubmitLabel`.
public enum SubmitLabel: Sendable, Hashable, CaseIterable {
  /// A return key labelled “Done”. Accepted so SwiftUI code compiles; it has no effect.
  case done
  /// A return key labelled “Go”. Accepted so SwiftUI code compiles; it has no effect.
  case go
  /// A return key labelled “Send”. Accepted so SwiftUI code compiles; it has no effect.
  case send
  /// A return key labelled “Join”. Accepted so SwiftUI code compiles; it has no effect.
  case join
  /// A return key labelled “Route”. Accepted so SwiftUI code compiles; it has no effect.
  case route
  /// A return key labelled “Search”. Accepted so SwiftUI code compiles; it has no effect.
  case search
  /// A return key labelled “Return”. Accepted so SwiftUI code compiles; it has no effect.
  case `return`
  /// A return key labelled “Next”. Accepted so SwiftUI code compiles; it has no effect.
  case next
  /// A return key labelled “Continue”. Accepted so SwiftUI code compiles; it has no effect.
  case `continue`
}

/// What triggers `.onSubmit`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Submission from a text field. Accepted so SwiftUI code compiles; it has no effect.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Submission from a search field. Accepted so SwiftUI code compiles; it has no effect.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable {
  /// Dismiss the keyboard as the context suggests. Accepted so SwiftUI code compiles; it has no effect.
  case automatic
  /// Dismiss the keyboard as soon as scrolling starts. Accepted so SwiftUI code compiles; it has no effect.
  case immediately
  /// Dismiss the keyboard as it is dragged down. Accepted so SwiftUI code compiles; it has no effect.
  case interactively
  /// Never dismiss the keyboard by scrolling. Accepted so SwiftUI code compiles; it has no effect.
  case never
}

extension View {
  /// UIKit's keyboard type for fields below; accepted with no effect.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// SwiftUI's deprecated `.autocapitalization(_:)`; accepted with no effect.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// SwiftUI's `.textInputAutocapitalization(_:)`; accepted with no effect.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  /// SwiftUI's deprecated `.disableAutocorrection(_:)`; accepted with no effect.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// SwiftUI's `.autocorrectionDisabled(_:)`; accepted with no effect.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// SwiftUI's `.textContentType(_:)`; accepted with no effect.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// SwiftUI's `.submitLabel(_:)`; accepted with no effect.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// SwiftUI's `.scrollDismissesKeyboard(_:)`; accepted with no effect.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// SwiftUI's `.onSubmit`: runs `action` when Enter is pressed in a text field below, live,
  /// or when a preview step `.submit("Field")` submits it. A field inside several
  /// `.onSubmit`s runs each of them, innermost first, as SwiftUI does (`.submitScope()`
  /// stops the ones above).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    modifier(
      EnvironmentModifier {
        guard triggers.contains(.text) else { return }
        let outer = $0.submitAction
        $0.submitAction = {
          action()
          outer?()
        }
      })
  }

  /// SwiftUI's `.submitScope(_:)`: Enter in a field below does not reach the `.onSubmit`s
  /// above this view.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(EnvironmentModifier { if isBlocking { $0.submitAction = nil } })
  }
}

private struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// What Enter in a text field below does: the nearest `.onSubmit`'s action.
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}
