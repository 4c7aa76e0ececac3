import TextUI

struct ReleaseNotesView: View {
  let buildNote = "Build 2024.3 *beta*"

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Text("Version 2.4")
            .font(.title2)
            .bold()
          Text("**Offline mode** is here: your lists now sync when you're back online.")
          Text("Tap *Share* to send a list, or type `/due` to add a date.")
          Text("~~Weekly digest~~ has been replaced by daily summaries.")
          Text("Read the [full changelog](https://example.com/changelog) or [contact us](mailto:help@example.com).")
          Text(buildNote)
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding()
      }
      .navigationTitle("What's New")
    }
  }
}

struct ReleaseNotesView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    ReleaseNotesView()
  }
}
