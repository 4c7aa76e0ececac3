import Testing

@testable import TextUIMacros

@Suite("#Preview expansion")
struct PreviewMacroExpansionTests {
  @Test(
    "keeps the arguments as written and names the function after the file and the line of the #",
    arguments: [
      ("#Preview { ContentView() }", 12, "ContentView_2E_swiftL12", " { ContentView() }"),
      ("#Preview(\"Dark\") {\n  A()\n}", 3, "ContentView_2E_swiftL3", "(\"Dark\") {\n  A()\n}"),
      ("\n\n// a comment\n#Preview { A() }", 7, "ContentView_2E_swiftL10", " { A() }"),
      (
        "/* one\n two */ #Preview(traits: .sizeThatFitsLayout) { A() }", 1, "ContentView_2E_swiftL2",
        "(traits: .sizeThatFitsLayout) { A() }"
      ),
    ] as [(String, Int, String, String)])
  func expands(source: String, line: Int, label: String, arguments: String) {
    let expanded = PreviewMacroExpansion.expand(source: source, fileName: "/app/Sources/ContentView.swift", line: line)
    #expect(
      expanded == """
        @MainActor public func __textUIPreview(\(label) _: Void = ()) -> PreviewDeclaration {
          PreviewDeclaration\(arguments)
        }
        """)
  }

  @Test("@Previewable declarations are lifted into a view whose body is the rest of the closure")
  func previewable() {
    let source = """
      #Preview("On") {
        @Previewable @State var isOn = true
        @Previewable @State var names = [
          "a",
        ]
        Toggle("Wi-Fi", isOn: $isOn)
      }
      """
    let expanded = PreviewMacroExpansion.expand(source: source, fileName: "Row.swift", line: 5)
    #expect(
      expanded == """
        @MainActor public func __textUIPreview(Row_2E_swiftL5 _: Void = ()) -> PreviewDeclaration {
          struct __PreviewableContent: View {
            @State var isOn = true
            @State var names = [
            "a",
          ]
            var body: some View {

          Toggle("Wi-Fi", isOn: $isOn)

            }
          }
          return PreviewDeclaration("On") { __PreviewableContent() }
        }
        """)
  }

  @Test("a use it cannot read becomes a compile error that says what to write")
  func unreadable() {
    let expanded = PreviewMacroExpansion.expand(source: "#Other { }", fileName: "A.swift", line: 1)
    #expect(expanded.hasPrefix("#error(\""))
    #expect(expanded.contains("#Preview { MyView() }"))
  }

  @Test("answers the compiler's capability request and an expansion request")
  func protocolReplies() throws {
    let server = PluginServer(channel: PluginChannel())
    let capability = server.reply(to: ["getCapability": ["capability": ["protocolVersion": 7]]])
    let result = try #require(capability["getCapabilityResult"] as? [String: Any])
    let version = (result["capability"] as? [String: Any])?["protocolVersion"] as? Int
    #expect(version == PluginServer.protocolVersion)

    let request: [String: Any] = [
      "expandFreestandingMacro": [
        "discriminator": "$s3App",
        "macro": ["moduleName": "TextUIMacros", "name": "Preview", "typeName": "PreviewMacro"],
        "macroRole": "declaration",
        "syntax": [
          "kind": "declaration", "source": "#Preview { A() }",
          "location": ["fileName": "/p/A.swift", "fileID": "App/A.swift", "line": 4, "column": 1, "offset": 30],
        ],
      ]
    ]
    let expansion = try #require(server.reply(to: request)["expandMacroResult"] as? [String: Any])
    #expect((expansion["expandedSource"] as? String)?.contains("__textUIPreview(A_2E_swiftL4 _: Void = ())") == true)
    #expect((expansion["diagnostics"] as? [Any])?.isEmpty == true)
    #expect(server.reply(to: ["somethingNew": [:]])["invalidResponse"] != nil)
  }
}
