import Foundation

#if !canImport(Darwin)
  extension String {
    /// A localized key and the values it interpolates, as Foundation's
    /// `String.LocalizationValue`, which Foundation on Linux lacks: what
    /// `String(localized:)` looks up. `"\(count) books"` is the key `%lld books` with the
    /// value `count`, as a `Text` literal's key is.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, CustomStringConvertible {
      /// The key a strings table knows the value by.
      let key: String
      /// The values interpolated, in order.
      let arguments: LocalizedArguments
      /// The key with its values in place: what is returned when nothing translates it.
      public let description: String

      /// A value of `string`'s characters, with no values interpolated.
      public init(_ string: String) {
        key = string
        arguments = []
        description = string
      }

      /// A value written as a string literal with no interpolations.
      public init(stringLiteral value: String) {
        self.init(value)
      }

      /// A value written as a string literal with interpolations.
      public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        var interpolation = stringInterpolation
        key = interpolation.key
        arguments = interpolation.allArguments
        description = interpolation.finishedRuns().map(\.string).joined()
      }

      public static func == (lhs: LocalizationValue, rhs: LocalizationValue) -> Bool {
        lhs.key == rhs.key && lhs.description == rhs.description
      }
    }

    /// The localized text of `keyAndValue` in `table` (`Localizable` when `nil`) of `bundle`
    /// (every resource bundle beside the executable when `nil`), in `locale`, as Foundation's
    /// `String(localized:table:bundle:locale:comment:)`, which Foundation on Linux lacks.
    ///
    /// Looked up as a `Text` literal is (see <doc:Localization>), and returned as written:
    /// Markdown is not rendered, as Foundation does not render it. Where Foundation's
    /// `locale` defaults to the machine's, this one defaults to TextUI's default locale
    /// (`en_US_POSIX`, the development language's text), so a string made by a view model is
    /// the same on every machine; pass the environment's `\.locale` to follow a preview's.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
      comment: StaticString? = nil
    ) {
      self = Self.localized(keyAndValue.key, keyAndValue, table: table, bundle: bundle, locale: locale)
    }

    /// The localized text of `key`, written `defaultValue` in the development language, as
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale? = nil, comment: StaticString? = nil
    ) {
      self = Self.localized("\(key)", defaultValue, table: table, bundle: bundle, locale: locale)
    }

    private static func localized(
      _ key: String, _ value: LocalizationValue, table: String?, bundle: Bundle?, locale: Locale?
    ) -> String {
      let locale = locale ?? EnvironmentValues.standardLocale
      let localizer = Localizer.of(locale)
      var context = TextFormatContext.standard
      context.locale = locale
      let template = localizer.template(for: key, arguments: value.arguments, tableName: table, bundle: bundle)
      if let template { return localizer.string(template: template, arguments: value.arguments, formattedIn: context) }
      // Nothing translates it: the development language's text, its values formatted here.
      if value.arguments.isEmpty { return value.description }
      return localizer.string(template: value.key, arguments: value.arguments, formattedIn: context)
    }
  }
#endif
