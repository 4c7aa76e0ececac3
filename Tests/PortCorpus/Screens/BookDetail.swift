import TextUI

struct BookDetail: View {
  let title: String
  let author: String
  let rating: Int
  let summary: String
  @State private var isFavorite = false

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        HStack(alignment: .top) {
          Rectangle()
            .fill(Color.orange)
            .frame(width: 48, height: 88)
            .cornerRadius(4)
          VStack(alignment: .leading) {
            Text(title).font(.title).bold()
            Text("by \(author)").foregroundColor(.secondary)
            HStack(spacing: 0) {
              ForEach(0..<5) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
                  .foregroundColor(.yellow)
              }
            }
          }
        }
        Text(summary)
          .lineLimit(4)
        Button {
          isFavorite.toggle()
        } label: {
          Label(isFavorite ? "Saved" : "Save", systemImage: isFavorite ? "heart.fill" : "heart")
        }
      }
      .padding()
    }
  }
}

struct BookDetail_Previews: PreviewProvider {
  static var previews: some View {
    BookDetail(
      title: "The Swift Book", author: "Apple", rating: 4,
      summary: "A tour of the language, from its basics to concurrency, with many small examples.")
  }
}
