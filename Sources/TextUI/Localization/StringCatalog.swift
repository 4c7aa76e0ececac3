import Foundation

/// Reads a String Catalog: the JSON file (`Localizable.xcstrings`) Xcode writes, which SwiftPM
/// on Linux copies into a target's resource bundle as it is, uncompiled.
///
/// ```json
/// {
///   "sourceLanguage" : "en",
///   "strings" : {
///     "in %lld months" : {
///       "localizations" : {
///         "en" : { "variations" : { "plural" : {
///           "one" : { "stringUnit" : { "state" : "translated", "value" : "in %lld month" } },
///           "other" : { "stringUnit" : { "state" : "translated", "value" : "in %lld months" } }
///         } } },
///         "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lldか月間" } }
///       }
///     }
///   },
///   "version" : "1.0"
/// }
/// ```
///
/// A localization is a `stringUnit` (its `value`; its `state` — `new`, `translated`,
/// `needs_review` — is not read: like Xcode's build, every non-empty value is used), or
/// `variations` by `plural` category (`zero`, `one`, `two`, `few`, `many`, `other`) or by
/// `device` (`iphone`, `ipad`, `mac`, `other`, …), which may nest, and may name
/// `substitutions`: `%#@name@` in the value, replaced by the plural variation chosen by
/// argument `argNum`, in which `%arg` is that argument written with `formatSpecifier`.
/// `comment`, `extractionState` and unknown fields are ignored; `shouldTranslate: false` marks
/// a key that reads the same in every language. Anything else — JSON that does not parse, a
/// field of the wrong type, a localization with no value, an unknown variation or plural
/// category — is a ``LocalizationFileError`` naming the file and the key.
enum StringCatalog {
  /// The table in the catalog at `path`, named after the file.
  static func read(_ data: Data, path: String) throws(LocalizationFileError) -> StringTable {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    func fail(_ problem: String, key: String? = nil) -> LocalizationFileError {
      LocalizationFileError(file: path, key: key, problem: problem)
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw fail("not valid JSON (\(jsonProblem(error)))")
    }
    guard let root = json as? [String: Any] else { throw fail("not a String Catalog: the top level is not an object") }
    guard let source = root["sourceLanguage"] as? String, !source.isEmpty else {
      throw fail("not a String Catalog: no \"sourceLanguage\" string")
    }
    guard let strings = root["strings"] as? [String: Any] else {
      throw fail("not a String Catalog: no \"strings\" object")
    }
    var table = StringTable(name: name, developmentLanguage: StringTable.normalized(source), files: [path])
    for key in strings.keys.sorted() {
      do {
        table.entries[key] = try entry(strings[key] as Any)
      } catch {
        throw fail(error.problem, key: key)
      }
    }
    return table
  }

  /// What went wrong in a catalog's entry, where in it (`localization "ja": …`).
  struct EntryProblem: Error {
    var problem: String
  }

  private static func entry(_ json: Any) throws(EntryProblem) -> CatalogEntry {
    guard let object = json as? [String: Any] else { throw EntryProblem(problem: "the entry is not an object") }
    var entry = CatalogEntry()
    if let flag = object["shouldTranslate"] {
      guard let flag = flag as? Bool else { throw EntryProblem(problem: "\"shouldTranslate\" is not true or false") }
      entry.shouldTranslate = flag
    }
    guard let localizations = object["localizations"] else { return entry }
    guard let languages = localizations as? [String: Any] else {
      throw EntryProblem(problem: "\"localizations\" is not an object")
    }
    for language in languages.keys.sorted() {
      do {
        if let localization = try self.localization(languages[language] as Any) {
          entry.localizations[StringTable.normalized(language)] = localization
        }
      } catch {
        throw EntryProblem(problem: "localization \"\(language)\": \(error.problem)")
      }
    }
    return entry
  }

  /// A language's localization, `nil` when it has no non-empty value yet.
  private static func localization(_ json: Any) throws(EntryProblem) -> CatalogLocalization? {
    guard let object = json as? [String: Any] else { throw EntryProblem(problem: "not an object") }
    guard object["stringUnit"] != nil || object["variations"] != nil else {
      throw EntryProblem(problem: "has neither a \"stringUnit\" nor \"variations\"")
    }
    guard let value = try self.value(object) else { return nil }
    var localization = CatalogLocalization(value: value)
    if let substitutions = object["substitutions"] {
      guard let named = substitutions as? [String: Any] else {
        throw EntryProblem(problem: "\"substitutions\" is not an object")
      }
      for name in named.keys.sorted() {
        do {
          if let substitution = try self.substitution(named[name] as Any) {
            localization.substitutions[name] = substitution
          }
        } catch {
          throw EntryProblem(problem: "substitution \"\(name)\": \(error.problem)")
        }
      }
    }
    return localization
  }

  private static func substitution(_ json: Any) throws(EntryProblem) -> CatalogSubstitution? {
    guard let object = json as? [String: Any] else { throw EntryProblem(problem: "not an object") }
    guard let argument = object["argNum"] as? Int, argument >= 1 else {
      throw EntryProblem(problem: "no \"argNum\" (the argument it counts, from 1)")
    }
    guard let specifier = object["formatSpecifier"] as? String, !specifier.isEmpty else {
      throw EntryProblem(problem: "no \"formatSpecifier\" (such as \"lld\")")
    }
    guard object["stringUnit"] != nil || object["variations"] != nil else {
      throw EntryProblem(problem: "has neither a \"stringUnit\" nor \"variations\"")
    }
    guard let value = try self.value(object) else { return nil }
    return CatalogSubstitution(argument: argument, formatSpecifier: specifier, value: value)
  }

  /// The value of an object holding a `stringUnit` or `variations`; `nil` when it has no
  /// non-empty string.
  private static func value(_ object: [String: Any]) throws(EntryProblem) -> CatalogValue? {
    if let unit = object["stringUnit"] {
      guard let unit = unit as? [String: Any] else { throw EntryProblem(problem: "\"stringUnit\" is not an object") }
      guard let value = unit["value"] as? String else {
        throw EntryProblem(problem: "\"stringUnit\" has no \"value\" string")
      }
      if let state = unit["state"], !(state is String) {
        throw EntryProblem(problem: "\"stringUnit\" has a \"state\" that is not a string")
      }
      return value.isEmpty ? nil : .string(value)
    }
    guard let variations = object["variations"] as? [String: Any] else {
      throw EntryProblem(problem: "\"variations\" is not an object")
    }
    guard variations.count == 1, let kind = variations.keys.first else {
      throw EntryProblem(problem: "\"variations\" must vary by one of \"plural\" or \"device\"")
    }
    guard let cases = variations[kind] as? [String: Any] else {
      throw EntryProblem(problem: "variations \"\(kind)\" is not an object")
    }
    switch kind {
    case "plural":
      var plural: [PluralCategory: CatalogValue] = [:]
      for name in cases.keys.sorted() {
        guard let category = PluralCategory(rawValue: name) else {
          throw EntryProblem(
            problem: "unknown plural category \"\(name)\" (expected zero, one, two, few, many or other)")
        }
        if let value = try variation(cases[name] as Any, kind: kind, name: name) { plural[category] = value }
      }
      return plural.isEmpty ? nil : .plural(plural)
    case "device":
      var device: [String: CatalogValue] = [:]
      for name in cases.keys.sorted() {
        if let value = try variation(cases[name] as Any, kind: kind, name: name) { device[name] = value }
      }
      return device.isEmpty ? nil : .device(device)
    default:
      throw EntryProblem(problem: "unknown variations \"\(kind)\" (expected \"plural\" or \"device\")")
    }
  }

  private static func variation(_ json: Any, kind: String, name: String) throws(EntryProblem) -> CatalogValue? {
    guard let object = json as? [String: Any], object["stringUnit"] != nil || object["variations"] != nil else {
      throw EntryProblem(problem: "\(kind) variation \"\(name)\" has neither a \"stringUnit\" nor \"variations\"")
    }
    do {
      return try value(object)
    } catch {
      throw EntryProblem(problem: "\(kind) variation \"\(name)\": \(error.problem)")
    }
  }

  /// Foundation's JSON error, shortened to what it says about the text.
  private static func jsonProblem(_ error: Error) -> String {
    let nsError = error as NSError
    let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    return detail.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
