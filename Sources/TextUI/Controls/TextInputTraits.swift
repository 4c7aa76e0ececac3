// What a software keyboard and text input are told in SwiftUI. A preview types whole
// strings into fields, so each of these is accepted with no effect.

/// The kind of keyboard a field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Sendable, Hashable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a field capitalizes, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Sendable, Hashable, CaseIterable {
  case none, words, sentences, allCharacters
}

/// How a field capitalizes, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Hashable {
  private let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// What a field's content is, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let name = UITextContentType(rawValue: "name")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let URL = UITextContentType(rawValue: "URL")
}

/// The label of the return key, as SwiftUI's `SubmitLabel`.
public enum SubmitLabel: Sendable, Hashable, CaseIterable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// What triggers `.onSubmit`, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public enum ScrollDismissesKeyboardMode: Sendable, Hashable {
  case automatic, immediately, interactively, never
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

  /// SwiftUI's `.onSubmit`. A preview types a whole string and has no return key, so the
  /// action is accepted and not run; tap a button to submit in a preview step.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    self
  }
}
