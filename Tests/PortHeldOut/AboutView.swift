import SwiftUI

struct AboutView: View {
  private var appVersion: String {
    Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
  }

  var body: some View {
    List {
      Section {
        VStack(spacing: 8) {
          Image(systemName: "book.closed.fill")
            .font(.system(size: 48))
            .foregroundStyle(.tint)
          Text("Bookworm").font(.title2.weight(.semibold))
          Text("Version \(appVersion)").font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
      }
      Section("Links") {
        Link(destination: URL(string: "https://example.com")!) {
          Label("Website", systemImage: "globe")
        }
        Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        ShareLink(item: URL(string: "https://apps.example.com/bookworm")!) {
          Label("Share Bookworm", systemImage: "square.and.arrow.up")
        }
      }
      Section("Credits") {
        LabeledContent("Design", value: "Jamie")
        LabeledContent("Code", value: "Morgan")
      }
    }
    .navigationTitle("About")
  }
}

#Preview {
  NavigationStack { AboutView() }
}
