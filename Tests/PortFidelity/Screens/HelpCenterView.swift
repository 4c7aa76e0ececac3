import TextUI

// Not in the default state: "Return any item within 30 days for a full refund.", "Use “Forgot password” on the sign-in screen." (collapsed groups)

struct HelpCenterView: View {
  @State private var isShippingExpanded = true

  var body: some View {
    NavigationStack {
      Form {
        Section("Orders") {
          DisclosureGroup("Shipping", isExpanded: $isShippingExpanded) {
            Text("Orders ship within 2 business days.")
            Text("Express delivery arrives the next day.")
          }
          DisclosureGroup("Returns") {
            Text("Return any item within 30 days for a full refund.")
          }
        }
        Section("Account") {
          DisclosureGroup {
            Text("Use “Forgot password” on the sign-in screen.")
          } label: {
            Label("Password", systemImage: "key.fill")
          }
        }
      }
      .navigationTitle("Help")
    }
  }
}

struct HelpCenterView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { HelpCenterView() },
      PreviewState("returns open", steps: [.tap("Returns")]) { HelpCenterView() },
    ]
  }
}
