import Testing

@testable import textpreviews_registry_generator

@Suite("Preview discovery scanner")
struct DeclarationScannerTests {
  let scanner = DeclarationScanner(protocols: ["PreviewProvider", "AppCheckProvider"])

  @Test(
    "finds concrete conforming types and skips what a runner cannot use",
    arguments: [
      ("struct A: PreviewProvider {}", ["A"]),
      ("final class B: NSObject, PreviewKit.PreviewProvider { }", ["B"]),
      ("enum Outer {\n  struct Inner: PreviewProvider {}\n}", ["Outer.Inner"]),
      ("extension Existing: PreviewProvider {}", ["Existing"]),
      ("extension Outer.Inner: PreviewProvider {}", ["Outer.Inner"]),
      ("struct G<T>: PreviewProvider {}", []),
      ("private struct P: PreviewProvider {}", []),
      ("fileprivate struct F: PreviewProvider {}", []),
      ("// struct Commented: PreviewProvider {}", []),
      ("let text = \"struct Quoted: PreviewProvider {\"", []),
      ("/* struct Block: PreviewProvider {} */ struct Real: PreviewProvider {}", ["Real"]),
      ("struct NotAPreview: View { var body: some View { Text(\"x\") } }", []),
      ("class C { class func make() {} }\nstruct D: AppCheckProvider {}", ["D"]),
      ("struct W: PreviewProvider where Self: Sendable {}", ["W"]),
    ] as [(String, [String])])
  func scans(source: String, expected: [String]) {
    #expect(scanner.scan(source).found.map(\.typeName) == expected)
  }

  @Test("skipped types get a warning with the line and the reason")
  func warnings() {
    let result = scanner.scan(
      "import PreviewKit\n\nstruct G<T>: PreviewProvider {}\nprivate struct P: PreviewProvider {}")
    #expect(result.warnings.map(\.line) == [3, 4])
    #expect(result.warnings[0].message.contains("generic"))
    #expect(result.warnings[1].message.contains("private"))
  }

  @Test("says which protocol each type conforms to")
  func protocols() {
    let found = scanner.scan("struct App: AppCheckProvider {}\nstruct Row: PreviewProvider {}").found
    #expect(found.map(\.protocolName) == ["AppCheckProvider", "PreviewProvider"])
  }
}
