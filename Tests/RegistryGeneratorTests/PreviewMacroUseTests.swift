import Testing

@testable import textpreviews_registry_generator

@Suite("#Preview discovery")
struct PreviewMacroUseTests {
  @Test(
    "#Preview is found on its line outside comments and strings, and nowhere else",
    arguments: [
      ("import TextUI\n#Preview {\n  Text(\"x\")\n}", [2]),
      ("#Preview(\"Dark\") { A() }\n\n#Preview { B() }", [1, 3]),
      ("// #Preview { A() }", []),
      ("let s = \"#Preview\"", []),
      ("/* #Preview */ struct A_Previews: PreviewProvider {}", []),
      ("#PreviewLike { }", []),
    ])
  func lines(source: String, expected: [Int]) {
    #expect(PreviewMacroUse.lines(in: source) == expected)
  }

  @Test("a file's #Previews become one provider named after the file, calling each expansion by its label")
  func provider() {
    let use = PreviewMacroUse(fileName: "Content View.swift", module: nil, lines: [3, 9], previewName: nil)
    #expect(use.component == "Content View")
    #expect(use.typeName == "__TextUIPreviews_Content_20_View_2E_swift")
    #expect(use.providerSource.contains("static var component: String { \"Content View\" }"))
    #expect(use.providerSource.contains("static var previewName: String { \"Content View\" }"))
    #expect(use.providerSource.contains("__textUIPreview(Content_20_View_2E_swiftL3: ()),"))
    #expect(use.providerSource.contains("__textUIPreview(Content_20_View_2E_swiftL9: ()),"))
  }

  @Test("previews in a dependency are called through its module, which the registry imports")
  func dependency() {
    let use = PreviewMacroUse(fileName: "Row.swift", module: "MyApp", lines: [20], previewName: nil)
    #expect(use.typeName == "__TextUIPreviews_MyApp_Row_2E_swift")
    #expect(use.providerSource.contains("MyApp.__textUIPreview(Row_2E_swiftL20: ())"))
    let source = RegistrySource(
      moduleName: "Previews", previews: ["A_Previews"], appChecks: [], macroUses: [use], entryPoint: false)
    #expect(source.text.contains("import MyApp\n"))
    #expect(source.text.contains("    A_Previews.self,\n    __TextUIPreviews_MyApp_Row_2E_swift.self,\n"))
  }
}
