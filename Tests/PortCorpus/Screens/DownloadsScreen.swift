import TextUI

struct Download: Identifiable {
  let id: Int
  let name: String
  let received: Double
  let size: Double
}

struct DownloadsScreen: View {
  let downloads = [
    Download(id: 1, name: "swift-6.3.tar.gz", received: 420, size: 600),
    Download(id: 2, name: "photos.zip", received: 75, size: 100),
    Download(id: 3, name: "notes.pdf", received: 3, size: 3),
  ]

  var body: some View {
    NavigationStack {
      List(downloads) { download in
        VStack(alignment: .leading) {
          Text(download.name)
          ProgressView(value: download.received, total: download.size)
          Text("\(Int(download.received)) of \(Int(download.size)) MB")
            .font(.caption)
            .foregroundColor(.secondary)
        }
      }
      .listStyle(.plain)
      .navigationTitle("Downloads")
    }
  }
}

struct DownloadsScreen_Previews: PreviewProvider {
  static var previews: some View {
    DownloadsScreen()
  }
}
