import TextUI

struct PhotoGridScreen: View {
  let albums = ["Summer", "Family", "Hikes", "Food"]
  @State private var tapped = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Albums").font(.largeTitle).bold()
      ForEach(albums, id: \.self) { album in
        HStack {
          Image(album)
            .resizable()
            .scaledToFill()
            .frame(width: 80, height: 20)
            .clipped()
          Text(album)
          Spacer()
          Image(systemName: "chevron.right")
        }
        .contentShape(Rectangle())
        .onTapGesture { tapped = album }
      }
      if !tapped.isEmpty {
        Text("Opened \(tapped)").foregroundColor(.secondary)
      }
    }
    .padding()
  }
}

struct PhotoGridScreen_Previews: PreviewProvider {
  static var previews: some View {
    PhotoGridScreen()
  }
}
