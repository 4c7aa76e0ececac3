import TextUI

struct AboutScreen: View {
  let version = "2.3.1"
  let build = 417

  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 16) {
        HStack {
          Image(systemName: "app.badge")
          Text("Reader").font(.title).bold()
        }
        LabeledContent("Version", value: version)
        LabeledContent("Build") { Text("\(build)") }
        Divider()
        Link("Website", destination: URL(string: "https://example.com")!)
        Link(destination: URL(string: "mailto:support@example.com")!) {
          Label("Contact Support", systemImage: "envelope")
        }
        Text("Made with care in Lisbon.")
          .font(.footnote)
          .foregroundColor(.secondary)
      }
      .padding()
      .navigationBarTitle("About")
      .navigationViewStyle(.stack)
    }
  }
}

struct AboutScreen_Previews: PreviewProvider {
  static var previews: some View {
    AboutScreen()
  }
}
