; ModuleID = '__compute_module_add_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.1.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !4
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %12 = load ptr, ptr %11, align 8, !invariant.load !3, !dereferenceable !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %14 = load ptr, ptr %13, align 8, !invariant.load !3, !dereferenceable !4
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %16 = load ptr, ptr %15, align 8, !invariant.load !3, !dereferenceable !5
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %18 = load ptr, ptr %17, align 8, !invariant.load !3, !dereferenceable !5
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 128
  %20 = load ptr, ptr %19, align 8, !invariant.load !3, !dereferenceable !4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 144
  %22 = load ptr, ptr %21, align 8, !invariant.load !3, !dereferenceable !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 160
  %24 = load ptr, ptr %23, align 8, !invariant.load !3, !dereferenceable !4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 176
  %26 = load ptr, ptr %25, align 8, !invariant.load !3, !dereferenceable !5
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 192
  %28 = load ptr, ptr %27, align 8, !invariant.load !3, !dereferenceable !5
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 208
  %30 = load ptr, ptr %29, align 8, !invariant.load !3, !dereferenceable !4
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 224
  %32 = load ptr, ptr %31, align 8, !invariant.load !3, !dereferenceable !6
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 240
  %34 = load ptr, ptr %33, align 8, !invariant.load !3, !dereferenceable !4
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 256
  %36 = load ptr, ptr %35, align 8, !invariant.load !3, !dereferenceable !5
  %37 = getelementptr inbounds nuw i8, ptr %3, i64 272
  %38 = load ptr, ptr %37, align 8, !invariant.load !3, !dereferenceable !5
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 288
  %40 = load ptr, ptr %39, align 8, !invariant.load !3, !dereferenceable !7
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 304
  %42 = load ptr, ptr %41, align 8, !invariant.load !3, !dereferenceable !6
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 320
  %44 = load ptr, ptr %43, align 8, !invariant.load !3, !dereferenceable !6
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 336
  %46 = load ptr, ptr %45, align 8, !invariant.load !3, !dereferenceable !4
  %47 = getelementptr inbounds nuw i8, ptr %3, i64 352
  %48 = load ptr, ptr %47, align 8, !invariant.load !3, !dereferenceable !4
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 368
  %50 = load ptr, ptr %49, align 8, !invariant.load !3, !dereferenceable !4
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 384
  %52 = load ptr, ptr %51, align 8, !invariant.load !3, !dereferenceable !4
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 400
  %54 = load ptr, ptr %53, align 8, !invariant.load !3, !dereferenceable !6
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %56 = load ptr, ptr %55, align 8
  %57 = load i64, ptr %56, align 4, !invariant.load !3
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
  %58 = icmp ult i64 %57, 2
  br i1 %58, label %59, label %add_bitcast_fusion.1.clone_wrapped.exit

59:                                               ; preds = %1
  %60 = shl nuw nsw i64 %57, 9
  %61 = shl nuw nsw i64 %57, 16
  br label %vector.ph

vector.ph:                                        ; preds = %59, %middle.block
  %62 = phi i64 [ 0, %59 ], [ %176, %middle.block ]
  %63 = shl nuw nsw i64 %62, 7
  %64 = add nuw nsw i64 %63, %61
  %65 = and i64 %63, 16256
  %66 = add nuw nsw i64 %62, %60
  %67 = getelementptr inbounds nuw [1024 x float], ptr %6, i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !invariant.load !3, !alias.scope !11, !noalias !61
  %69 = getelementptr inbounds nuw [1024 x float], ptr %8, i64 0, i64 %66
  %70 = load float, ptr %69, align 4, !invariant.load !3, !alias.scope !13, !noalias !64
  %71 = fmul float %70, 7.812500e-03
  %72 = getelementptr inbounds nuw [1024 x float], ptr %16, i64 0, i64 %66
  %73 = load float, ptr %72, align 4, !invariant.load !3, !alias.scope !21, !noalias !65
  %74 = getelementptr inbounds nuw [1024 x float], ptr %18, i64 0, i64 %66
  %75 = load float, ptr %74, align 4, !invariant.load !3, !alias.scope !23, !noalias !66
  %76 = fmul float %75, 7.812500e-03
  %77 = getelementptr inbounds nuw [1024 x float], ptr %26, i64 0, i64 %66
  %78 = load float, ptr %77, align 4, !invariant.load !3, !alias.scope !31, !noalias !67
  %79 = getelementptr inbounds nuw [1024 x float], ptr %28, i64 0, i64 %66
  %80 = load float, ptr %79, align 4, !invariant.load !3, !alias.scope !33, !noalias !68
  %81 = fmul float %80, 7.812500e-03
  %82 = getelementptr inbounds nuw [1024 x float], ptr %36, i64 0, i64 %66
  %83 = load float, ptr %82, align 4, !invariant.load !3, !alias.scope !41, !noalias !69
  %84 = getelementptr inbounds nuw [1024 x float], ptr %38, i64 0, i64 %66
  %85 = load float, ptr %84, align 4, !invariant.load !3, !alias.scope !43, !noalias !70
  %86 = fmul float %85, 7.812500e-03
  %broadcast.splatinsert = insertelement <8 x float> poison, float %86, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert4 = insertelement <8 x float> poison, float %83, i64 0
  %broadcast.splat5 = shufflevector <8 x float> %broadcast.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %81, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert8 = insertelement <8 x float> poison, float %78, i64 0
  %broadcast.splat9 = shufflevector <8 x float> %broadcast.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert10 = insertelement <8 x float> poison, float %76, i64 0
  %broadcast.splat11 = shufflevector <8 x float> %broadcast.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert12 = insertelement <8 x float> poison, float %73, i64 0
  %broadcast.splat13 = shufflevector <8 x float> %broadcast.splatinsert12, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <8 x float> poison, float %71, i64 0
  %broadcast.splat15 = shufflevector <8 x float> %broadcast.splatinsert14, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert16 = insertelement <8 x float> poison, float %68, i64 0
  %broadcast.splat17 = shufflevector <8 x float> %broadcast.splatinsert16, <8 x float> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %87 = add nuw nsw i64 %index, %64
  %88 = getelementptr inbounds nuw [131072 x float], ptr %42, i64 0, i64 %87
  %wide.load = load <8 x float>, ptr %88, align 4, !invariant.load !3, !alias.scope !47, !noalias !71
  %89 = getelementptr inbounds nuw [131072 x float], ptr %44, i64 0, i64 %87
  %wide.load18 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !49, !noalias !72
  %90 = fadd <8 x float> %wide.load, %wide.load18
  %91 = or disjoint i64 %index, %65
  %92 = getelementptr inbounds nuw [16384 x float], ptr %40, i64 0, i64 %91
  %wide.load19 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !45, !noalias !73
  %93 = fadd <8 x float> %90, %wide.load19
  %94 = fsub <8 x float> %93, %broadcast.splat
  %95 = fmul <8 x float> %broadcast.splat5, %94
  %96 = getelementptr inbounds nuw [128 x float], ptr %34, i64 0, i64 %index
  %wide.load20 = load <8 x float>, ptr %96, align 4, !invariant.load !3, !alias.scope !39, !noalias !74
  %97 = getelementptr inbounds nuw [131072 x float], ptr %32, i64 0, i64 %87
  %wide.load21 = load <8 x float>, ptr %97, align 4, !invariant.load !3, !alias.scope !37, !noalias !75
  %98 = getelementptr inbounds nuw [128 x float], ptr %30, i64 0, i64 %index
  %wide.load22 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !35, !noalias !76
  %99 = getelementptr inbounds nuw [128 x float], ptr %46, i64 0, i64 %index
  %wide.load23 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !51, !noalias !77
  %100 = fmul <8 x float> %wide.load20, %95
  %101 = fadd <8 x float> %wide.load21, %wide.load22
  %102 = fadd <8 x float> %wide.load23, %100
  %103 = fadd <8 x float> %101, %102
  %104 = fsub <8 x float> %103, %broadcast.splat7
  %105 = fmul <8 x float> %broadcast.splat9, %104
  %106 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index
  %wide.load24 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !29, !noalias !78
  %107 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %87
  %wide.load25 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !27, !noalias !79
  %108 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index
  %wide.load26 = load <8 x float>, ptr %108, align 4, !invariant.load !3, !alias.scope !25, !noalias !80
  %109 = getelementptr inbounds nuw [128 x float], ptr %48, i64 0, i64 %index
  %wide.load27 = load <8 x float>, ptr %109, align 4, !invariant.load !3, !alias.scope !53, !noalias !81
  %110 = fmul <8 x float> %wide.load24, %105
  %111 = fadd <8 x float> %wide.load25, %wide.load26
  %112 = fadd <8 x float> %wide.load27, %110
  %113 = fadd <8 x float> %111, %112
  %114 = fsub <8 x float> %113, %broadcast.splat11
  %115 = fmul <8 x float> %broadcast.splat13, %114
  %116 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index
  %wide.load28 = load <8 x float>, ptr %116, align 4, !invariant.load !3, !alias.scope !19, !noalias !82
  %117 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %87
  %wide.load29 = load <8 x float>, ptr %117, align 4, !invariant.load !3, !alias.scope !17, !noalias !83
  %118 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index
  %wide.load30 = load <8 x float>, ptr %118, align 4, !invariant.load !3, !alias.scope !15, !noalias !84
  %119 = getelementptr inbounds nuw [128 x float], ptr %50, i64 0, i64 %index
  %wide.load31 = load <8 x float>, ptr %119, align 4, !invariant.load !3, !alias.scope !55, !noalias !85
  %120 = fmul <8 x float> %wide.load28, %115
  %121 = fadd <8 x float> %wide.load29, %wide.load30
  %122 = fadd <8 x float> %wide.load31, %120
  %123 = fadd <8 x float> %121, %122
  %124 = fsub <8 x float> %123, %broadcast.splat15
  %125 = fmul <8 x float> %broadcast.splat17, %124
  %126 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index
  %wide.load32 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !8, !noalias !86
  %127 = getelementptr inbounds nuw [128 x float], ptr %52, i64 0, i64 %index
  %wide.load33 = load <8 x float>, ptr %127, align 4, !invariant.load !3, !alias.scope !57, !noalias !87
  %128 = fmul <8 x float> %wide.load32, %125
  %129 = fadd <8 x float> %wide.load33, %128
  %130 = getelementptr inbounds nuw [131072 x float], ptr %54, i64 0, i64 %87
  store <8 x float> %129, ptr %130, align 4, !alias.scope !88, !noalias !89
  %index.next = or disjoint i64 %index, 8
  %131 = add nuw nsw i64 %index.next, %64
  %132 = getelementptr inbounds nuw [131072 x float], ptr %42, i64 0, i64 %131
  %wide.load.1 = load <8 x float>, ptr %132, align 4, !invariant.load !3, !alias.scope !47, !noalias !71
  %133 = getelementptr inbounds nuw [131072 x float], ptr %44, i64 0, i64 %131
  %wide.load18.1 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !49, !noalias !72
  %134 = fadd <8 x float> %wide.load.1, %wide.load18.1
  %135 = or disjoint i64 %index.next, %65
  %136 = getelementptr inbounds nuw [16384 x float], ptr %40, i64 0, i64 %135
  %wide.load19.1 = load <8 x float>, ptr %136, align 4, !invariant.load !3, !alias.scope !45, !noalias !73
  %137 = fadd <8 x float> %134, %wide.load19.1
  %138 = fsub <8 x float> %137, %broadcast.splat
  %139 = fmul <8 x float> %broadcast.splat5, %138
  %140 = getelementptr inbounds nuw [128 x float], ptr %34, i64 0, i64 %index.next
  %wide.load20.1 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !39, !noalias !74
  %141 = getelementptr inbounds nuw [131072 x float], ptr %32, i64 0, i64 %131
  %wide.load21.1 = load <8 x float>, ptr %141, align 4, !invariant.load !3, !alias.scope !37, !noalias !75
  %142 = getelementptr inbounds nuw [128 x float], ptr %30, i64 0, i64 %index.next
  %wide.load22.1 = load <8 x float>, ptr %142, align 4, !invariant.load !3, !alias.scope !35, !noalias !76
  %143 = getelementptr inbounds nuw [128 x float], ptr %46, i64 0, i64 %index.next
  %wide.load23.1 = load <8 x float>, ptr %143, align 4, !invariant.load !3, !alias.scope !51, !noalias !77
  %144 = fmul <8 x float> %wide.load20.1, %139
  %145 = fadd <8 x float> %wide.load21.1, %wide.load22.1
  %146 = fadd <8 x float> %wide.load23.1, %144
  %147 = fadd <8 x float> %145, %146
  %148 = fsub <8 x float> %147, %broadcast.splat7
  %149 = fmul <8 x float> %broadcast.splat9, %148
  %150 = getelementptr inbounds nuw [128 x float], ptr %24, i64 0, i64 %index.next
  %wide.load24.1 = load <8 x float>, ptr %150, align 4, !invariant.load !3, !alias.scope !29, !noalias !78
  %151 = getelementptr inbounds nuw [131072 x float], ptr %22, i64 0, i64 %131
  %wide.load25.1 = load <8 x float>, ptr %151, align 4, !invariant.load !3, !alias.scope !27, !noalias !79
  %152 = getelementptr inbounds nuw [128 x float], ptr %20, i64 0, i64 %index.next
  %wide.load26.1 = load <8 x float>, ptr %152, align 4, !invariant.load !3, !alias.scope !25, !noalias !80
  %153 = getelementptr inbounds nuw [128 x float], ptr %48, i64 0, i64 %index.next
  %wide.load27.1 = load <8 x float>, ptr %153, align 4, !invariant.load !3, !alias.scope !53, !noalias !81
  %154 = fmul <8 x float> %wide.load24.1, %149
  %155 = fadd <8 x float> %wide.load25.1, %wide.load26.1
  %156 = fadd <8 x float> %wide.load27.1, %154
  %157 = fadd <8 x float> %155, %156
  %158 = fsub <8 x float> %157, %broadcast.splat11
  %159 = fmul <8 x float> %broadcast.splat13, %158
  %160 = getelementptr inbounds nuw [128 x float], ptr %14, i64 0, i64 %index.next
  %wide.load28.1 = load <8 x float>, ptr %160, align 4, !invariant.load !3, !alias.scope !19, !noalias !82
  %161 = getelementptr inbounds nuw [131072 x float], ptr %12, i64 0, i64 %131
  %wide.load29.1 = load <8 x float>, ptr %161, align 4, !invariant.load !3, !alias.scope !17, !noalias !83
  %162 = getelementptr inbounds nuw [128 x float], ptr %10, i64 0, i64 %index.next
  %wide.load30.1 = load <8 x float>, ptr %162, align 4, !invariant.load !3, !alias.scope !15, !noalias !84
  %163 = getelementptr inbounds nuw [128 x float], ptr %50, i64 0, i64 %index.next
  %wide.load31.1 = load <8 x float>, ptr %163, align 4, !invariant.load !3, !alias.scope !55, !noalias !85
  %164 = fmul <8 x float> %wide.load28.1, %159
  %165 = fadd <8 x float> %wide.load29.1, %wide.load30.1
  %166 = fadd <8 x float> %wide.load31.1, %164
  %167 = fadd <8 x float> %165, %166
  %168 = fsub <8 x float> %167, %broadcast.splat15
  %169 = fmul <8 x float> %broadcast.splat17, %168
  %170 = getelementptr inbounds nuw [128 x float], ptr %4, i64 0, i64 %index.next
  %wide.load32.1 = load <8 x float>, ptr %170, align 4, !invariant.load !3, !alias.scope !8, !noalias !86
  %171 = getelementptr inbounds nuw [128 x float], ptr %52, i64 0, i64 %index.next
  %wide.load33.1 = load <8 x float>, ptr %171, align 4, !invariant.load !3, !alias.scope !57, !noalias !87
  %172 = fmul <8 x float> %wide.load32.1, %169
  %173 = fadd <8 x float> %wide.load33.1, %172
  %174 = getelementptr inbounds nuw [131072 x float], ptr %54, i64 0, i64 %131
  store <8 x float> %173, ptr %174, align 4, !alias.scope !88, !noalias !89
  %index.next.1 = add nuw nsw i64 %index, 16
  %175 = icmp eq i64 %index.next.1, 128
  br i1 %175, label %middle.block, label %vector.body, !llvm.loop !90

middle.block:                                     ; preds = %vector.body
  %176 = add nuw nsw i64 %62, 1
  %exitcond3.not = icmp eq i64 %176, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.1.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.1.clone_wrapped.exit:          ; preds = %middle.block, %1
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
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 0"}
!10 = distinct !{!10, !"add_bitcast_fusion.1.clone_wrapped"}
!11 = !{!12}
!12 = distinct !{!12, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 1"}
!13 = !{!14}
!14 = distinct !{!14, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 2"}
!15 = !{!16}
!16 = distinct !{!16, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 3"}
!17 = !{!18}
!18 = distinct !{!18, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 4"}
!19 = !{!20}
!20 = distinct !{!20, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 5"}
!21 = !{!22}
!22 = distinct !{!22, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 6"}
!23 = !{!24}
!24 = distinct !{!24, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 7"}
!25 = !{!26}
!26 = distinct !{!26, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 8"}
!27 = !{!28}
!28 = distinct !{!28, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 9"}
!29 = !{!30}
!30 = distinct !{!30, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 10"}
!31 = !{!32}
!32 = distinct !{!32, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 11"}
!33 = !{!34}
!34 = distinct !{!34, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 12"}
!35 = !{!36}
!36 = distinct !{!36, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 13"}
!37 = !{!38}
!38 = distinct !{!38, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 14"}
!39 = !{!40}
!40 = distinct !{!40, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 15"}
!41 = !{!42}
!42 = distinct !{!42, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 16"}
!43 = !{!44}
!44 = distinct !{!44, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 17"}
!45 = !{!46}
!46 = distinct !{!46, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 18"}
!47 = !{!48}
!48 = distinct !{!48, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 19"}
!49 = !{!50}
!50 = distinct !{!50, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 20"}
!51 = !{!52}
!52 = distinct !{!52, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 21"}
!53 = !{!54}
!54 = distinct !{!54, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 22"}
!55 = !{!56}
!56 = distinct !{!56, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 23"}
!57 = !{!58}
!58 = distinct !{!58, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 24"}
!59 = !{!60}
!60 = distinct !{!60, !10, !"add_bitcast_fusion.1.clone_wrapped: argument 25"}
!61 = !{!62, !9, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!62 = distinct !{!62, !63, !"xla.slice_index=25"}
!63 = distinct !{!63}
!64 = !{!62, !9, !12, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!65 = !{!62, !9, !12, !14, !16, !18, !20, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!66 = !{!62, !9, !12, !14, !16, !18, !20, !22, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!67 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!68 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!69 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!70 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !46, !48, !50, !52, !54, !56, !58, !60}
!71 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !50, !52, !54, !56, !58, !60}
!72 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !52, !54, !56, !58, !60}
!73 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !48, !50, !52, !54, !56, !58, !60}
!74 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!75 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!76 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!77 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !54, !56, !58, !60}
!78 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!79 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!80 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!81 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !56, !58, !60}
!82 = !{!62, !9, !12, !14, !16, !18, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!83 = !{!62, !9, !12, !14, !16, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!84 = !{!62, !9, !12, !14, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!85 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !58, !60}
!86 = !{!62, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58, !60}
!87 = !{!62, !9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !60}
!88 = !{!62, !60}
!89 = !{!9, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !50, !52, !54, !56, !58}
!90 = distinct !{!90, !91, !92}
!91 = !{!"llvm.loop.isvectorized", i32 1}
!92 = !{!"llvm.loop.unroll.runtime.disable"}
