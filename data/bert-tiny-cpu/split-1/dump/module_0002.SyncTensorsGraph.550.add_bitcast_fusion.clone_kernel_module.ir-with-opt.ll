; ModuleID = '__compute_module_add_bitcast_fusion.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !4
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !6
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !5
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !4
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !6
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 256
  %36 = load ptr, ptr %35, align 8, !invariant.load !3, !dereferenceable !5
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 272
  %38 = load ptr, ptr %37, align 8, !invariant.load !3, !dereferenceable !4
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 288
  %40 = load ptr, ptr %39, align 8, !invariant.load !3, !dereferenceable !6
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 304
  %42 = load ptr, ptr %41, align 8, !invariant.load !3, !dereferenceable !6
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 320
  %44 = load ptr, ptr %43, align 8, !invariant.load !3, !dereferenceable !7
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 336
  %46 = load ptr, ptr %45, align 8, !invariant.load !3, !dereferenceable !5
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 352
  %48 = load ptr, ptr %47, align 8, !invariant.load !3, !dereferenceable !5
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 368
  %50 = load ptr, ptr %49, align 8, !invariant.load !3, !dereferenceable !4
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 384
  %52 = load ptr, ptr %51, align 8, !invariant.load !3, !dereferenceable !4
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 400
  %54 = load ptr, ptr %53, align 8, !invariant.load !3, !dereferenceable !4
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 416
  %56 = load ptr, ptr %55, align 8, !invariant.load !3, !dereferenceable !4
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 432
  %58 = load ptr, ptr %57, align 8, !invariant.load !3, !dereferenceable !5
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %60 = load ptr, ptr %59, align 8
  %61 = load i64, ptr %60, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  %62 = icmp ult i64 %61, 2
  br i1 %62, label %63, label %add_bitcast_fusion.clone_wrapped.exit

63:                                               ; preds = %1
  %64 = shl nuw nsw i64 %61, 9
  %65 = shl nuw nsw i64 %61, 16
  br label %vector.ph

vector.ph:                                        ; preds = %63, %middle.block
  %66 = phi i64 [ 0, %63 ], [ %188, %middle.block ]
  %67 = shl nuw nsw i64 %66, 7
  %68 = add nuw nsw i64 %67, %65
  %69 = and i64 %67, 16256
  %70 = add nuw nsw i64 %66, %64
  %71 = getelementptr inbounds nuw [1024 x float], ptr %10, i64 0, i64 %70
  %72 = load float, ptr %71, align 4, !invariant.load !3, !alias.scope !15, !noalias !65
  %73 = getelementptr inbounds nuw [1024 x float], ptr %12, i64 0, i64 %70
  %74 = load float, ptr %73, align 4, !invariant.load !3, !alias.scope !17, !noalias !68
  %75 = fmul float %74, 7.812500e-03
  %76 = getelementptr inbounds nuw [1024 x float], ptr %20, i64 0, i64 %70
  %77 = load float, ptr %76, align 4, !invariant.load !3, !alias.scope !25, !noalias !69
  %78 = getelementptr inbounds nuw [1024 x float], ptr %22, i64 0, i64 %70
  %79 = load float, ptr %78, align 4, !invariant.load !3, !alias.scope !27, !noalias !70
  %80 = fmul float %79, 7.812500e-03
  %81 = getelementptr inbounds nuw [1024 x float], ptr %30, i64 0, i64 %70
  %82 = load float, ptr %81, align 4, !invariant.load !3, !alias.scope !35, !noalias !71
  %83 = getelementptr inbounds nuw [1024 x float], ptr %32, i64 0, i64 %70
  %84 = load float, ptr %83, align 4, !invariant.load !3, !alias.scope !37, !noalias !72
  %85 = fmul float %84, 7.812500e-03
  %86 = getelementptr inbounds nuw [1024 x float], ptr %40, i64 0, i64 %70
  %87 = load float, ptr %86, align 4, !invariant.load !3, !alias.scope !45, !noalias !73
  %88 = getelementptr inbounds nuw [1024 x float], ptr %42, i64 0, i64 %70
  %89 = load float, ptr %88, align 4, !invariant.load !3, !alias.scope !47, !noalias !74
  %90 = fmul float %89, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %90, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %87, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %85, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %82, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %80, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <8 x float> poison, float %77, i64 0
  %broadcast.splat13 = shufflevector <8 x float> %broadcast.splatinsert12, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <8 x float> poison, float %75, i64 0
  %broadcast.splat15 = shufflevector <8 x float> %broadcast.splatinsert14, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <8 x float> poison, float %72, i64 0
  %broadcast.splat17 = shufflevector <8 x float> %broadcast.splatinsert16, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %91 = add nuw nsw i64 %index, %68
  %92 = getelementptr inbounds nuw [131072 x float], ptr %46, i64 0, i64 %91
  %wide.load = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !51, !noalias !75
  %93 = getelementptr inbounds nuw [131072 x float], ptr %48, i64 0, i64 %91
  %wide.load18 = load <8 x float>, ptr %93, align 4, !invariant.load !3, !alias.scope !53, !noalias !76
  %94 = fadd <8 x float> %wide.load, %wide.load18
  %95 = or disjoint i64 %index, %69
  %96 = getelementptr inbounds nuw [16384 x float], ptr %44, i64 0, i64 %95
  %wide.load19 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !49, !noalias !77
  %97 = fadd <8 x float> %94, %wide.load19
  %98 = fsub <8 x float> %97, %broadcast.splat
  %99 = fmul <8 x float> %broadcast.splat5, %98
  %100 = getelementptr inbounds nuw [128 x float], ptr %38, i64 0, i64 %index
  %wide.load20 = load <8 x float>, ptr %100, align 4, !invariant.load !3, !alias.scope !43, !noalias !78
  %101 = getelementptr inbounds nuw [131072 x float], ptr %36, i64 0, i64 %91
  %wide.load21 = load <8 x float>, ptr %101, align 4, !invariant.load !3, !alias.scope !41, !noalias !79
  %102 = getelementptr inbounds nuw [128 x float], ptr %34, i64 0, i64 %index
  %wide.load22 = load <8 x float>, ptr %102, align 4, !invariant.load !3, !alias.scope !39, !noalias !80
  %103 = getelementptr inbounds nuw [128 x float], ptr %50, i64 0, i64 %index
  %wide.load23 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !55, !noalias !81
  %104 = fmul <8 x float> %wide.load20, %99
  %105 = fadd <8 x float> %wide.load21, %wide.load22
  %106 = fadd <8 x float> %wide.load23, %104
  %107 = fadd <8 x float> %105, %106
  %108 = fsub <8 x float> %107, %broadcast.splat7
  %109 = fmul <8 x float> %broadcast.splat9, %108
  %110 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index
  %wide.load24 = load <8 x float>, ptr %110, align 4, !invariant.load !3, !alias.scope !33, !noalias !82
  %111 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %91
  %wide.load25 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !31, !noalias !83
  %112 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index
  %wide.load26 = load <8 x float>, ptr %112, align 4, !invariant.load !3, !alias.scope !29, !noalias !84
  %113 = getelementptr inbounds nuw [128 x float], ptr %52, i64 0, i64 %index
  %wide.load27 = load <8 x float>, ptr %113, align 4, !invariant.load !3, !alias.scope !57, !noalias !85
  %114 = fmul <8 x float> %wide.load24, %109
  %115 = fadd <8 x float> %wide.load25, %wide.load26
  %116 = fadd <8 x float> %wide.load27, %114
  %117 = fadd <8 x float> %115, %116
  %118 = fsub <8 x float> %117, %broadcast.splat11
  %119 = fmul <8 x float> %broadcast.splat13, %118
  %120 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index
  %wide.load28 = load <8 x float>, ptr %120, align 4, !invariant.load !3, !alias.scope !23, !noalias !86
  %121 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %91
  %wide.load29 = load <8 x float>, ptr %121, align 4, !invariant.load !3, !alias.scope !21, !noalias !87
  %122 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load30 = load <8 x float>, ptr %122, align 4, !invariant.load !3, !alias.scope !19, !noalias !88
  %123 = getelementptr inbounds nuw [128 x float], ptr %54, i64 0, i64 %index
  %wide.load31 = load <8 x float>, ptr %123, align 4, !invariant.load !3, !alias.scope !59, !noalias !89
  %124 = fmul <8 x float> %wide.load28, %119
  %125 = fadd <8 x float> %wide.load29, %wide.load30
  %126 = fadd <8 x float> %wide.load31, %124
  %127 = fadd <8 x float> %125, %126
  %128 = fsub <8 x float> %127, %broadcast.splat15
  %129 = fmul <8 x float> %broadcast.splat17, %128
  %130 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index
  %wide.load32 = load <8 x float>, ptr %130, align 4, !invariant.load !3, !alias.scope !13, !noalias !90
  %131 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %91
  %wide.load33 = load <8 x float>, ptr %131, align 4, !invariant.load !3, !alias.scope !11, !noalias !91
  %132 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load34 = load <8 x float>, ptr %132, align 4, !invariant.load !3, !alias.scope !8, !noalias !92
  %133 = getelementptr inbounds nuw [128 x float], ptr %56, i64 0, i64 %index
  %wide.load35 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !61, !noalias !93
  %134 = fmul <8 x float> %wide.load32, %129
  %135 = fadd <8 x float> %wide.load33, %wide.load34
  %136 = fadd <8 x float> %wide.load35, %134
  %137 = fadd <8 x float> %135, %136
  %138 = getelementptr inbounds nuw [131072 x float], ptr %58, i64 0, i64 %91
  store <8 x float> %137, ptr %138, align 4, !alias.scope !94, !noalias !95
  %index.next = or disjoint i64 %index, 8
  %139 = add nuw nsw i64 %index.next, %68
  %140 = getelementptr inbounds nuw [131072 x float], ptr %46, i64 0, i64 %139
  %wide.load.1 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !51, !noalias !75
  %141 = getelementptr inbounds nuw [131072 x float], ptr %48, i64 0, i64 %139
  %wide.load18.1 = load <8 x float>, ptr %141, align 4, !invariant.load !3, !alias.scope !53, !noalias !76
  %142 = fadd <8 x float> %wide.load.1, %wide.load18.1
  %143 = or disjoint i64 %index.next, %69
  %144 = getelementptr inbounds nuw [16384 x float], ptr %44, i64 0, i64 %143
  %wide.load19.1 = load <8 x float>, ptr %144, align 4, !invariant.load !3, !alias.scope !49, !noalias !77
  %145 = fadd <8 x float> %142, %wide.load19.1
  %146 = fsub <8 x float> %145, %broadcast.splat
  %147 = fmul <8 x float> %broadcast.splat5, %146
  %148 = getelementptr inbounds nuw [128 x float], ptr %38, i64 0, i64 %index.next
  %wide.load20.1 = load <8 x float>, ptr %148, align 4, !invariant.load !3, !alias.scope !43, !noalias !78
  %149 = getelementptr inbounds nuw [131072 x float], ptr %36, i64 0, i64 %139
  %wide.load21.1 = load <8 x float>, ptr %149, align 4, !invariant.load !3, !alias.scope !41, !noalias !79
  %150 = getelementptr inbounds nuw [128 x float], ptr %34, i64 0, i64 %index.next
  %wide.load22.1 = load <8 x float>, ptr %150, align 4, !invariant.load !3, !alias.scope !39, !noalias !80
  %151 = getelementptr inbounds nuw [128 x float], ptr %50, i64 0, i64 %index.next
  %wide.load23.1 = load <8 x float>, ptr %151, align 4, !invariant.load !3, !alias.scope !55, !noalias !81
  %152 = fmul <8 x float> %wide.load20.1, %147
  %153 = fadd <8 x float> %wide.load21.1, %wide.load22.1
  %154 = fadd <8 x float> %wide.load23.1, %152
  %155 = fadd <8 x float> %153, %154
  %156 = fsub <8 x float> %155, %broadcast.splat7
  %157 = fmul <8 x float> %broadcast.splat9, %156
  %158 = getelementptr inbounds nuw [128 x float], ptr %28, i64 0, i64 %index.next
  %wide.load24.1 = load <8 x float>, ptr %158, align 4, !invariant.load !3, !alias.scope !33, !noalias !82
  %159 = getelementptr inbounds nuw [131072 x float], ptr %26, i64 0, i64 %139
  %wide.load25.1 = load <8 x float>, ptr %159, align 4, !invariant.load !3, !alias.scope !31, !noalias !83
  %160 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index.next
  %wide.load26.1 = load <8 x float>, ptr %160, align 4, !invariant.load !3, !alias.scope !29, !noalias !84
  %161 = getelementptr inbounds nuw [128 x float], ptr %52, i64 0, i64 %index.next
  %wide.load27.1 = load <8 x float>, ptr %161, align 4, !invariant.load !3, !alias.scope !57, !noalias !85
  %162 = fmul <8 x float> %wide.load24.1, %157
  %163 = fadd <8 x float> %wide.load25.1, %wide.load26.1
  %164 = fadd <8 x float> %wide.load27.1, %162
  %165 = fadd <8 x float> %163, %164
  %166 = fsub <8 x float> %165, %broadcast.splat11
  %167 = fmul <8 x float> %broadcast.splat13, %166
  %168 = getelementptr inbounds nuw [128 x float], ptr %18, i64 0, i64 %index.next
  %wide.load28.1 = load <8 x float>, ptr %168, align 4, !invariant.load !3, !alias.scope !23, !noalias !86
  %169 = getelementptr inbounds nuw [131072 x float], ptr %16, i64 0, i64 %139
  %wide.load29.1 = load <8 x float>, ptr %169, align 4, !invariant.load !3, !alias.scope !21, !noalias !87
  %170 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load30.1 = load <8 x float>, ptr %170, align 4, !invariant.load !3, !alias.scope !19, !noalias !88
  %171 = getelementptr inbounds nuw [128 x float], ptr %54, i64 0, i64 %index.next
  %wide.load31.1 = load <8 x float>, ptr %171, align 4, !invariant.load !3, !alias.scope !59, !noalias !89
  %172 = fmul <8 x float> %wide.load28.1, %167
  %173 = fadd <8 x float> %wide.load29.1, %wide.load30.1
  %174 = fadd <8 x float> %wide.load31.1, %172
  %175 = fadd <8 x float> %173, %174
  %176 = fsub <8 x float> %175, %broadcast.splat15
  %177 = fmul <8 x float> %broadcast.splat17, %176
  %178 = getelementptr inbounds nuw [128 x float], ptr %8, i64 0, i64 %index.next
  %wide.load32.1 = load <8 x float>, ptr %178, align 4, !invariant.load !3, !alias.scope !13, !noalias !90
  %179 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %139
  %wide.load33.1 = load <8 x float>, ptr %179, align 4, !invariant.load !3, !alias.scope !11, !noalias !91
  %180 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load34.1 = load <8 x float>, ptr %180, align 4, !invariant.load !3, !alias.scope !8, !noalias !92
  %181 = getelementptr inbounds nuw [128 x float], ptr %56, i64 0, i64 %index.next
  %wide.load35.1 = load <8 x float>, ptr %181, align 4, !invariant.load !3, !alias.scope !61, !noalias !93
  %182 = fmul <8 x float> %wide.load32.1, %177
  %183 = fadd <8 x float> %wide.load33.1, %wide.load34.1
  %184 = fadd <8 x float> %wide.load35.1, %182
  %185 = fadd <8 x float> %183, %184
  %186 = getelementptr inbounds nuw [131072 x float], ptr %58, i64 0, i64 %139
  store <8 x float> %185, ptr %186, align 4, !alias.scope !94, !noalias !95
  %index.next.1 = add nuw nsw i64 %index, 16
  %187 = icmp eq i64 %index.next.1, 128
  br i1 %187, label %middle.block, label %vector.body, !llvm.loop !96

middle.block:                                     ; preds = %vector.body
  %188 = add nuw nsw i64 %66, 1
  %exitcond3.not = icmp eq i64 %188, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.clone_wrapped.exit:            ; preds = %middle.block, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"add_bitcast_fusion.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"add_bitcast_fusion.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"add_bitcast_fusion.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"add_bitcast_fusion.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"add_bitcast_fusion.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"add_bitcast_fusion.clone_wrapped: argument 15"}
!41 = !{!42}
!42 = distinct !{!42, !10, !"add_bitcast_fusion.clone_wrapped: argument 16"}
!43 = !{!44}
!44 = distinct !{!44, !10, !"add_bitcast_fusion.clone_wrapped: argument 17"}
!45 = !{!46}
!46 = distinct !{!46, !10, !"add_bitcast_fusion.clone_wrapped: argument 18"}
!47 = !{!48}
!48 = distinct !{!48, !10, !"add_bitcast_fusion.clone_wrapped: argument 19"}
!49 = !{!50}
!50 = distinct !{!50, !10, !"add_bitcast_fusion.clone_wrapped: argument 20"}
!51 = !{!52}
!52 = distinct !{!52, !10, !"add_bitcast_fusion.clone_wrapped: argument 21"}
!53 = !{!54}
!54 = distinct !{!54, !10, !"add_bitcast_fusion.clone_wrapped: argument 22"}
!55 = !{!56}
!56 = distinct !{!56, !10, !"add_bitcast_fusion.clone_wrapped: argument 23"}
!57 = !{!58}
!58 = distinct !{!58, !10, !"add_bitcast_fusion.clone_wrapped: argument 24"}
!59 = !{!60}
!60 = distinct !{!60, !10, !"add_bitcast_fusion.clone_wrapped: argument 25"}
!61 = !{!62}
!62 = distinct !{!62, !10, !"add_bitcast_fusion.clone_wrapped: argument 26"}
!63 = !{!64}
!64 = distinct !{!64, !10, !"add_bitcast_fusion.clone_wrapped: argument 27"}
!65 = !{!66, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!66 = distinct !{!66, !67, !"xla.slice_index=27"}
!67 = distinct !{!67}
!68 = !{!66, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!69 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!70 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!71 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!72 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!73 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!74 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !50, !52, !54, !56, !58, !60, !62, !64}
!75 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !54, !56, !58, !60, !62, !64}
!76 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !56, !58, !60, !62, !64}
!77 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !52, !54, !56, !58, !60, !62, !64}
!78 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!79 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!80 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!81 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !58, !60, !62, !64}
!82 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!83 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!84 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!85 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !60, !62, !64}
!86 = !{!66, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!87 = !{!66, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!88 = !{!66, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!89 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !62, !64}
!90 = !{!66, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!91 = !{!66, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!92 = !{!66, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62, !64}
!93 = !{!66, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !64}
!94 = !{!66, !64}
!95 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60, !62}
!96 = distinct !{!96, !97, !98}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !{!"llvm.loop.unroll.runtime.disable"}
