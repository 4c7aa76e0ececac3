import TextUI

struct IconItem: Identifiable {
  let id = UUID()
  let name: String
  let symbol: String
}

struct IconGalleryScreen: View {
  let icons: [IconItem] = [
    IconItem(name: "Home", symbol: "house"),
    IconItem(name: "Favorites", symbol: "star.fill"),
    IconItem(name: "Settings", symbol: "gear"),
    IconItem(name: "Mail", symbol: "envelope"),
    IconItem(name: "Photos", symbol: "photo"),
    IconItem(name: "Music", symbol: "music.note"),
    IconItem(name: "Weather", symbol: "cloud.rain"),
  ]

  let columns = [
    GridItem(.adaptive(minimum: 112), spacing: 16)
  ]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 16) {
          ForEach(icons) { icon in
            VStack {
              Image(systemName: icon.symbol)
                .font(.largeTitle)
                .foregroundColor(.accentColor)
              Text(icon.name)
                .font(.caption)
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.gray.opacity(0.1))
            .cornerRadius(12)
          }
        }
        .padding()
      }
      .navigationTitle("Icons")
    }
  }
}

struct IconGalleryScreen_Previews: PreviewProvider {
  static var previews: some View {
    IconGalleryScreen()
  }
}
