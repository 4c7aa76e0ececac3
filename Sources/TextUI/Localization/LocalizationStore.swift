import Foundation
import Synchronization

/// Every string table the running program can look localized strings up in, read once.
///
/// SwiftUI looks a `Text("key")` up in the app's main bundle. A SwiftPM program on Linux has
/// no main bundle with resources: each target's resources (`resources: [.process(…)]`) are a
/// folder beside the executable, `<Package>_<Target>.resources` (`.bundle` on macOS), holding
/// its String Catalogs as the JSON Xcode wrote (SwiftPM on Linux copies an `.xcstrings` file
/// as it is) and its `<language>.lproj/*.strings` files. So a key given no `bundle:` is
/// looked up in every resource bundle beside the running executable, merged: the tables of
/// the same name (`Localizable`) become one, and where two bundles have the same key, the
/// first bundle in name order wins. A `bundle:` (`bundle: .module`) is looked up alone, as
/// Foundation looks up the bundle it is given.
///
/// A file that cannot be read (not JSON, not a String Catalog, an entry of an unknown
/// shape, a strings file that does not parse) is left out and kept in ``problems``, which
/// the preview runner reports before it renders anything.
final class LocalizationStore: Sendable {
  /// The tables of the resource bundles beside the running executable.
  static let shared = LocalizationStore(bundles: resourceBundles(beside: Bundle.main.bundleURL))

  /// The tables by name, merged over the bundles.
  let tables: [String: StringTable]
  /// What could not be read, file by file.
  let problems: [LocalizationFileError]
  /// The language the keys are written in: the first table's, or English when there is none.
  let developmentLanguage: String
  /// Whether some table has text of its own in its development language (an English plural),
  /// which even the default locale then draws.
  let hasDevelopmentValues: Bool
  /// The tables of bundles named by `bundle:`, read when first asked for, by path.
  private let bundleTables = Mutex<[String: [String: StringTable]]>([:])

  /// A store of the tables in the bundle folders `bundles`, merged in their order.
  init(bundles: [URL]) {
    var tables: [String: StringTable] = [:]
    var problems: [LocalizationFileError] = []
    var order: [String] = []
    for bundle in bundles {
      let read = Self.read(bundle: bundle)
      problems += read.problems
      for name in read.tables.keys.sorted() {
        guard let table = read.tables[name] else { continue }
        if tables[name] == nil {
          tables[name] = table
          order.append(name)
        } else {
          tables[name]?.merge(table)
        }
      }
    }
    self.tables = tables
    self.problems = problems
    let first = order.first { $0 == "Localizable" } ?? order.first
    developmentLanguage = first.flatMap { tables[$0]?.developmentLanguage } ?? "en"
    hasDevelopmentValues = tables.values.contains { $0.hasDevelopmentValues }
  }

  /// The table `name` to look a key up in: `bundle`'s alone when given, else the merged one.
  func table(named name: String, in bundle: Bundle?) -> StringTable? {
    guard let bundle else { return tables[name] }
    let path = bundle.bundleURL.standardizedFileURL.path
    if let cached = bundleTables.withLock({ $0[path] }) { return cached[name] }
    let read = Self.read(bundle: bundle.bundleURL).tables
    bundleTables.withLock { $0[path] = read }
    return read[name]
  }

  /// The resource bundles in `directory` (`*.resources`, `*.bundle`), in name order, and the
  /// directory itself when it holds tables of its own (an app bundle's resources).
  static func resourceBundles(beside directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var bundles = names.sorted().filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.map {
      directory.appendingPathComponent($0, isDirectory: true)
    }
    if names.contains(where: { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj") }) {
      bundles.insert(directory, at: 0)
    }
    return bundles
  }

  /// The tables of one bundle folder: each `*.xcstrings` at its top, merged with the
  /// `*.lproj/*.strings` of the same name, and what could not be read.
  static func read(bundle: URL) -> (tables: [String: StringTable], problems: [LocalizationFileError]) {
    let fileManager = FileManager.default
    let names = ((try? fileManager.contentsOfDirectory(atPath: bundle.path)) ?? []).sorted()
    var tables: [String: StringTable] = [:]
    var problems: [LocalizationFileError] = []
    for name in names where name.hasSuffix(".xcstrings") {
      let path = bundle.appendingPathComponent(name).path
      do throws(LocalizationFileError) {
        guard let data = fileManager.contents(atPath: path) else {
          throw LocalizationFileError(file: path, key: nil, problem: "cannot be read")
        }
        let table = try StringCatalog.read(data, path: path)
        tables[table.name] = table
      } catch {
        problems.append(error)
      }
    }
    let region = developmentRegion(of: bundle)
    for folder in names where folder.hasSuffix(".lproj") {
      let language = String(folder.dropLast(".lproj".count))
      let normalized = language == "Base" ? region : StringTable.normalized(language)
      let folderURL = bundle.appendingPathComponent(folder, isDirectory: true)
      let files = ((try? fileManager.contentsOfDirectory(atPath: folderURL.path)) ?? []).sorted()
      for file in files where file.hasSuffix(".strings") {
        let path = folderURL.appendingPathComponent(file).path
        let name = String(file.dropLast(".strings".count))
        do throws(LocalizationFileError) {
          guard let data = fileManager.contents(atPath: path) else {
            throw LocalizationFileError(file: path, key: nil, problem: "cannot be read")
          }
          let pairs = try StringsFile.read(data, path: path)
          var table = StringTable(name: name, developmentLanguage: region, files: [path])
          for (key, value) in pairs where !value.isEmpty {
            table.entries[key] = CatalogEntry(localizations: [normalized: CatalogLocalization(value: .string(value))])
          }
          if tables[name] == nil {
            tables[name] = table
          } else {
            tables[name]?.merge(table)
          }
        } catch {
          problems.append(error)
        }
      }
    }
    return (tables, problems)
  }

  /// The bundle's development region (`CFBundleDevelopmentRegion`, which SwiftPM writes from
  /// the package's `defaultLocalization`), normalized; English when it has none.
  private static func developmentRegion(of bundle: URL) -> String {
    let plist = bundle.appendingPathComponent("Info.plist")
    guard let data = FileManager.default.contents(atPath: plist.path),
      let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let region = info["CFBundleDevelopmentRegion"] as? String, !region.isEmpty
    else { return "en" }
    return StringTable.normalized(region)
  }
}

/// The String Catalogs and strings files beside the running executable, as the preview runner
/// checks them before it renders: a file TextUI cannot read would otherwise leave its keys
/// untranslated without a word.
package enum LocalizationResources {
  /// What could not be read, one message a file, naming it and the key at fault.
  package static var problems: [String] { LocalizationStore.shared.problems.map(\.description) }

  /// What could not be read in the bundle folders `bundles`.
  package static func problems(inBundles bundles: [URL]) -> [String] {
    LocalizationStore(bundles: bundles).problems.map(\.description)
  }
}
